// Product names and descriptions in three languages from a noun, an adjective and a material,
// with Polish and German agreement: "Airy linen summer dress" / "Przewiewna sukienka letnia z lnu"
// / "Luftiges Sommerkleid aus Leinen".
import { LOCALE_CODES, type LocaleCode } from '../demo-constants.ts';
import { perLocale, type PerLocale } from '../translations.ts';
import type { CategorySpec, NounSpec } from './category-specs.ts';
import type { Random } from './random.ts';
import { capitalise } from './text.ts';
import { germanForm, polishForm, type Adjective, type Material } from './vocabulary.ts';
import { escapeHtml } from '../../domain/markup.ts';

export function composeName(noun: NounSpec, adjective: Adjective, material: Material | undefined): PerLocale<string> {
  const withMaterial = material && noun.materialInName !== false ? material : undefined;
  return {
    'en-GB': capitalise([adjective.en, withMaterial?.en, noun.en].filter(Boolean).join(' ')),
    'pl-PL': capitalise([polishForm(adjective, noun.plGender), noun.pl, withMaterial?.pl].filter(Boolean).join(' ')),
    'de-DE': capitalise([germanForm(adjective, noun.deGender), noun.de, withMaterial?.de].filter(Boolean).join(' ')),
  };
}

const DASH: Record<LocaleCode, string> = { 'en-GB': ' – ', 'pl-PL': ' — ', 'de-DE': ' – ' };
const DESIGNED_BY: Record<LocaleCode, (maker: string) => string> = {
  'en-GB': (maker) => `Designed and made for you by ${maker}.`,
  'pl-PL': (maker) => `Projekt i wykonanie: ${maker}.`,
  'de-DE': (maker) => `Entworfen und gefertigt von ${maker}.`,
};

export interface DescriptionInput {
  name: PerLocale<string>;
  category: CategorySpec;
  material: Material | undefined;
  manufacturerName: string;
  random: Random;
  /** at most this many paragraphs (1–3) */
  paragraphs?: number;
}

/** One to three short paragraphs: what it is, features and material, who makes it. */
export function composeDescription(input: DescriptionInput): PerLocale<string> {
  const { random, category } = input;
  const features = random.sample(category.features, random.int(1, 2));
  const maxParagraphs = input.paragraphs ?? 3;
  const withMaker = maxParagraphs >= 3 && random.chance(0.45);
  return perLocale((code) => {
    const paragraphs = [`<strong>${escapeHtml(input.name[code])}</strong>${DASH[code]}${escapeHtml(category.intro[code])}`];
    if (maxParagraphs >= 2)
      paragraphs.push(
        [...features.map((feature) => feature[code]), input.material?.sentence[code]]
          .filter(Boolean)
          .map((text) => escapeHtml(String(text)))
          .join(' '),
      );
    if (withMaker) paragraphs.push(escapeHtml(DESIGNED_BY[code](input.manufacturerName)));
    return paragraphs.map((text) => `<p>${text}</p>`).join('');
  });
}

/** The first paragraph as plain text, for meta descriptions. */
export function metaDescription(name: PerLocale<string>, category: CategorySpec): PerLocale<string> {
  return Object.fromEntries(LOCALE_CODES.map((code) => [code, `${name[code]}${DASH[code]}${category.intro[code]}`])) as PerLocale<string>;
}
