// The merchant's own words over the catalogues': `messages` of the configuration (per locale, read at
// start, a restart applies them) and of their folder (merchant/messages.ts, part of the build: their
// components' own messages under `merchant.` and overrides of catalogue messages). Both are typed by
// the English catalogue, so a misspelt key fails typecheck in a .ts configuration and stops the start
// in a .json one (config-schema.server.ts). Keys are dotted (`footer.tagline`, or with the part's file
// in front: `common.footer.tagline`) or nested (`{ footer: { tagline } }`).
import type { MessagePath } from '../../i18n/catalogue.ts';
import type { areas } from '../../i18n/catalogues/en-GB.ts';
import type englishCatalogue from '../../i18n/catalogues/en-GB.ts';

type English = typeof englishCatalogue;
type Areas = typeof areas;
/** A plural message's forms, as the catalogues write them (`cart.link.count_one`). */
type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type PluralKey<Key extends string> = Key | `${Key}_${PluralForm}`;

/** Every catalogue message, dotted: as the code asks for it, or with its part's name in front. */
type CatalogueMessageKey = PluralKey<MessagePath<English>> | { [Area in keyof Areas]: `${Area}.${PluralKey<MessagePath<Areas[Area]>>}` }[keyof Areas];

type DeepPartial<T> = { [Key in keyof T]?: T[Key] extends string ? string : DeepPartial<T[Key]> };

/** The merchant's components' own messages (`merchant.notice.label`), nested. */
interface OwnMessages {
  [key: string]: string | OwnMessages;
}

/** One locale's messages: dotted keys, nested objects, or both; the merchant's own under `merchant`. */
type LocaleMessages = { [Key in CatalogueMessageKey]?: string } & DeepPartial<English> & { [Area in keyof Areas]?: DeepPartial<Areas[Area]> } & {
    merchant?: OwnMessages;
  };

/** Messages per locale code (`de-DE`, `de-AT` …); a locale without its own takes its market's chain (i18n/message-chain.ts). */
export type MessagesByLocale = Readonly<Record<string, LocaleMessages>>;

/** One locale's messages as the translator takes them: dotted catalogue keys (`footer.tagline`) → text. */
export type FlatMessages = Readonly<Record<string, string>>;

/** A nested or dotted messages object as dotted keys with their texts (anything that is no text: undefined). */
export function flattenMessages(messages: unknown, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  if (messages === null || typeof messages !== 'object' || Array.isArray(messages)) return flat;
  for (const [key, value] of Object.entries(messages)) {
    const path = `${prefix}${key}`;
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      for (const [inner, text] of flattenMessages(value, `${path}.`)) flat.set(inner, text);
    else flat.set(path, value);
  }
  return flat;
}
