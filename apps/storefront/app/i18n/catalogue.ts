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
  'fr-FR': 'one' | 'many' | 'other';
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

/** A translation still in progress, some part of `Translation<T, Locale>`; the rest is shown in English. */
export type PartialTranslation<T, Locale extends keyof PluralForms> = {
  [Key in keyof Translation<T, Locale>]?: Translation<T, Locale>[Key] extends string ? string : PartialTranslation<T[Key & keyof T], Locale>;
};

/**
 * A language's own messages over the reference (English) ones, and the keys it takes from the
 * reference: a new language works from its first translated message.
 */
export function withFallback(reference: Catalogue, own: Catalogue, prefix = ''): { catalogue: Catalogue; missing: string[] } {
  const catalogue: Catalogue = {};
  const missing: string[] = [];
  for (const [key, value] of Object.entries(reference)) {
    const mine = own[key];
    if (typeof value === 'string') {
      if (typeof mine === 'string') catalogue[key] = mine;
      else {
        catalogue[key] = value;
        missing.push(`${prefix}${key}`);
      }
    } else {
      const nested = withFallback(value, typeof mine === 'object' ? mine : {}, `${prefix}${key}.`);
      catalogue[key] = nested.catalogue;
      missing.push(...nested.missing);
    }
  }
  // Plural forms the reference language lacks (French `_many`) stay.
  for (const [key, value] of Object.entries(own)) if (typeof value === 'string' && !(key in catalogue)) catalogue[key] = value;
  return { catalogue, missing };
}
