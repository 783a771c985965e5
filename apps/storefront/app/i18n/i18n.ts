// The message catalogues, one module per locale (catalogues/<locale>.ts), imported dynamically so
// that the browser loads only its page's locale (ADR 0018). The server loads all of them before it
// renders (entry.server.tsx); the browser loads its page's locale while hydrating (I18nProvider)
// and another one when a navigation leads into it.
import type { Catalogue } from './catalogue.ts';
import { locales, type Locale } from './locales.ts';
import type { MessageKey } from './message-key.ts';
import { createTranslator, type Translator } from './translator.ts';
import { messageChain, REFERENCE_LOCALE } from './message-chain.ts';
import { merchantConfig } from '../lib/merchant/config.ts';

/** A catalogue module; a language that is not complete yet also lists what it shows in English. */
interface CatalogueModule {
  default: Catalogue;
  missing?: readonly string[];
}

/**
 * Every `catalogues/<locale>.ts`: a new language is a new catalogue (and its folder), found here
 * without a list to edit. A market whose locale has none takes its language's, then English (message-chain.ts).
 */
const LOADERS: Readonly<Record<string, () => Promise<CatalogueModule>>> = Object.fromEntries(
  Object.entries(import.meta.glob<CatalogueModule>('./catalogues/*.ts')).map(([file, load]) => [file.slice('./catalogues/'.length, -'.ts'.length), load]),
);

/** The merchant's components' own messages: no catalogue has them, so every locale of the chain may. */
const OWN_MESSAGES = 'merchant.';

/** Where a locale's messages come from when not all from its own catalogue: the catalogue used, and the keys it shows in English. */
interface Borrowed {
  source: Locale;
  keys: readonly string[];
}
const missingByLocale = new Map<Locale, Borrowed>();

/** The messages each loaded locale shows from another locale (the server logs them once at start). */
export function missingMessages(): ReadonlyMap<Locale, Borrowed> {
  return missingByLocale;
}

/**
 * A locale's messages: the first catalogue of its chain (a complete one, or one in progress that fills
 * its gaps with English), and over it the merchant's messages of each locale of the chain that comes before
 * that catalogue — or, after a catalogue in progress, for the messages it lacks. Flat keys win in the lookup.
 */
async function composeCatalogue(locale: Locale): Promise<{ catalogue: Catalogue; borrowed: Borrowed }> {
  const { markets, messages = {} } = merchantConfig();
  const chain = messageChain(locale, Object.keys(LOADERS), markets.find((market) => market.locale === locale)?.fallback);
  const overrides: Record<string, string> = {};
  let base: CatalogueModule | undefined;
  let source: string | undefined;
  for (const code of chain) {
    const gaps = base?.missing && new Set(base.missing);
    for (const [key, text] of Object.entries(messages[code] ?? {}))
      if (!(key in overrides) && (!base || gaps?.has(key) || key.startsWith(OWN_MESSAGES))) overrides[key] = text;
    if (base) continue;
    const load = LOADERS[code];
    if (load) {
      base = await load();
      source = code;
    }
  }
  if (!base) throw new Error(`no ${REFERENCE_LOCALE} catalogue`);
  return { catalogue: { ...base.default, ...overrides }, borrowed: { source: source ?? REFERENCE_LOCALE, keys: base.missing ?? [] } };
}

const translators = new Map<Locale, Translator>();
const loading = new Map<Locale, Promise<Translator>>();

/** Loads a locale's catalogue once; the same promise for every caller (React's `use` needs that). */
export function loadCatalogue(locale: Locale): Promise<Translator> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = composeCatalogue(locale).then(({ catalogue, borrowed }) => {
      if (borrowed.source !== locale || borrowed.keys.length > 0) missingByLocale.set(locale, borrowed);
      const translator = createTranslator(locale, catalogue);
      translators.set(locale, translator);
      return translator;
    });
    loading.set(locale, promise);
  }
  return promise;
}

export function loadAllCatalogues(): Promise<Translator[]> {
  return Promise.all(locales().map(loadCatalogue));
}

/** The locale's translator once its catalogue is loaded, else undefined. */
export function loadedTranslator(locale: Locale): Translator | undefined {
  return translators.get(locale);
}

/**
 * Whether `key` names a message, for keys that arrive as plain strings (a Zod issue's message). Every
 * catalogue has the same keys (typed to the English one), so any loaded catalogue can tell.
 */
export function isMessageKey(key: string): key is MessageKey {
  for (const translator of translators.values()) return translator.exists(key);
  return false;
}

/**
 * The locale's translator for code outside React (meta, actions, loaders). On the server every
 * catalogue is loaded; in the browser one that is not loaded yet answers with the keys.
 */
export function i18nFor(locale: Locale): Translator {
  return translators.get(locale) ?? createTranslator(locale, {});
}
