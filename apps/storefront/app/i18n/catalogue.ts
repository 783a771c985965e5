// Shape shared by every message catalogue. Plural forms follow i18next's suffixes (_one, _few, _many,
// _other), so the set of plural keys differs per language; catalogues.test.ts checks the rest match and
// that every plural key has exactly the forms its language needs (Intl.PluralRules categories).
export interface Catalogue {
  [key: string]: string | Catalogue;
}
