// Shape shared by every message catalogue. Plural forms follow i18next's suffixes (_one, _few, _many,
// _other), so the set of plural keys differs per language: the types below name a plural message once,
// without its suffix, and ask each translation for exactly its language's forms (catalogues.test.ts
// checks those against Intl.PluralRules at run time).
export interface Catalogue {
  [key: string]: string | Catalogue;
}

/** The plural categories each locale's catalogue has (CLDR, as Intl.PluralRules selects them). */
interface PluralForms {
  'en-GB': 'one' | 'other';
  'pl-PL': 'one' | 'few' | 'many' | 'other';
  'de-DE': 'one' | 'other';
}

/** `count_one` → `count`; never for a key that is no plural form. */
type PluralBase<Key extends string> = Key extends `${infer Base}_one`
  ? Base
  : Key extends `${infer Base}_few`
    ? Base
    : Key extends `${infer Base}_many`
      ? Base
      : Key extends `${infer Base}_other`
        ? Base
        : never;

type WithoutPluralSuffix<Key extends string> = [PluralBase<Key>] extends [never] ? Key : PluralBase<Key>;

/** Every message key of catalogue `T`: dotted paths to its strings, a plural message once without its suffix. */
export type MessagePath<T> = {
  [Key in keyof T & (string | number)]: T[Key] extends string ? WithoutPluralSuffix<`${Key}`> : `${Key}.${MessagePath<T[Key]>}`;
}[keyof T & (string | number)];

/**
 * The shape a translation of catalogue part `T` (English) must have in `locale`: the same keys at the
 * same places, and each plural message in exactly the plural forms of the locale's language.
 */
export type Translation<T, Locale extends keyof PluralForms> = {
  [Key in keyof T & (string | number) as [PluralBase<`${Key}`>] extends [never] ? Key : `${PluralBase<`${Key}`>}_${PluralForms[Locale]}`]: T[Key] extends string
    ? string
    : Translation<T[Key], Locale>;
};
