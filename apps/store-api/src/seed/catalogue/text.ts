// Text helpers for catalogue rows (pure): HTML to plain text, the full-text search document and
// product SEO paths.
import { slugSegment } from '../../domain/catalog/category-tree.ts';
import { LOCALE_CODES } from '../demo-constants.ts';
import type { PerLocale } from '../translations.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Tags removed (block tags become spaces), common entities decoded, whitespace collapsed. */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

export interface SearchableProduct {
  name: PerLocale<string>;
  description: PerLocale<string>;
  productNumber: string;
  manufacturerName?: string;
  /** further words, e.g. a variant's option names */
  extra?: readonly string[];
}

/** What `to_tsvector('simple', …)` indexes: every language's name and description, number, manufacturer. */
export function searchText(product: SearchableProduct): string {
  const parts = [
    ...LOCALE_CODES.map((code) => product.name[code]),
    ...LOCALE_CODES.map((code) => stripHtml(product.description[code])),
    product.productNumber,
    product.manufacturerName ?? '',
    ...(product.extra ?? []),
  ];
  return [...new Set(parts.map((part) => part.trim()).filter(Boolean))].join(' ');
}

/** `<name (and option names) as a slug>/<product number>`, e.g. `T-shirt-Red-M/AI10023.1`. */
export function productSeoPath(name: string, productNumber: string, optionNames: readonly string[] = []): string {
  const slug = slugSegment([name, ...optionNames].join(' '));
  return slug ? `${slug}/${productNumber}` : productNumber;
}

export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** Same in every language (brand names, sizes). */
export function same(text: string): PerLocale<string> {
  return { 'en-GB': text, 'pl-PL': text, 'de-DE': text };
}
