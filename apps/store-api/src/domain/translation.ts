// Translated fields with Shopware's fallback: current language first, then the system default.
export type Translations = Record<string, Record<string, unknown> | undefined>;

export interface LanguageChain {
  /** [current language, …, system default language] */
  readonly ids: readonly string[];
}

/** The field values along the chain (first non-null wins), as Shopware's `translated` object. */
export function translate(translations: Translations, chain: LanguageChain, fields: readonly string[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const field of fields) {
    result[field] = null;
    for (const languageId of chain.ids) {
      const value = translations[languageId]?.[field];
      if (value !== undefined && value !== null) {
        result[field] = value;
        break;
      }
    }
  }
  return result;
}
