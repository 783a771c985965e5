// Checks the merchant's messages (configuration and merchant/messages.ts) against the English catalogue
// and turns them into what the translator takes: per locale, dotted catalogue keys → text. A key the
// catalogue does not have stops the start naming it and the nearest key it does have.
import { z } from 'zod';
import english, { areas } from '../../i18n/catalogues/en-GB.ts';
import { flattenMessages, type FlatMessages } from './messages.ts';
import { nearest } from './nearest.server.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** The merchant's own components' messages: any key under `merchant.`. */
const OWN = 'merchant.';

const catalogueKeys = new Set(flattenMessages(english).keys());
const areaKeys = new Map(Object.entries(areas).map(([area, part]) => [area, [...flattenMessages(part).keys()]]));

function isCatalogueKey(key: string): boolean {
  if (catalogueKeys.has(key)) return true;
  // Another language's plural form of a message with plural forms (`_few` in Polish).
  const base = key.replace(PLURAL, '');
  return base !== key && catalogueKeys.has(`${base}_other`);
}

/** The catalogue key a merchant's key names (`common.footer.tagline` → `footer.tagline`), else undefined. */
function catalogueKey(key: string): string | undefined {
  if (key.startsWith(OWN) || isCatalogueKey(key)) return key;
  const dot = key.indexOf('.');
  const rest = key.slice(dot + 1);
  return dot > 0 && areaKeys.has(key.slice(0, dot)) && isCatalogueKey(rest) ? rest : undefined;
}

/** The known key nearest to a misspelt one, in the form it was written (with or without its part's name). */
function nearestMessageKey(key: string): string | undefined {
  const dot = key.indexOf('.');
  const area = dot > 0 ? areaKeys.get(key.slice(0, dot)) : undefined;
  if (area) {
    const best = nearest(key.slice(dot + 1), area);
    if (best) return `${key.slice(0, dot)}.${best}`;
  }
  return nearest(key, [...catalogueKeys]);
}

const localeCode = z.string().regex(/^[a-z]{2,3}(-[A-Z][a-z]{3})?-[A-Z]{2}$/, 'is no locale code like de-AT');

/** `messages` of the configuration: per locale code, an object of dotted or nested keys. */
export const messagesSchema = z
  .record(localeCode, z.record(z.string(), z.unknown()))
  .superRefine((byLocale, context) => {
    for (const [locale, messages] of Object.entries(byLocale)) {
      for (const [key, text] of flattenMessages(messages)) {
        const path = [locale, ...key.split('.')];
        if (catalogueKey(key) === undefined) {
          const best = nearestMessageKey(key);
          context.addIssue({ code: 'custom', path, message: `no such message${best ? ` (did you mean ${best}?)` : ''}`, input: text });
        } else if (typeof text !== 'string') context.addIssue({ code: 'custom', path, message: 'is no text', input: text });
      }
    }
  })
  .transform((byLocale) => normaliseMessages(byLocale));

/** Per locale: every text under the catalogue key it names. */
function normaliseMessages(byLocale: Readonly<Record<string, unknown>>): Record<string, FlatMessages> {
  const result: Record<string, Record<string, string>> = {};
  for (const [locale, messages] of Object.entries(byLocale)) {
    const flat: Record<string, string> = {};
    for (const [key, text] of flattenMessages(messages)) {
      const known = catalogueKey(key);
      if (known !== undefined && typeof text === 'string') flat[known] = text;
    }
    result[locale] = flat;
  }
  return result;
}
