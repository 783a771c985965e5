import type { ProductCardView } from '../product-data/index.ts';
import type { Destination } from './destinations.ts';

/** Suggestions start at three characters (docs/product-rules.md §9) after the typing paused this long. */
export const SUGGEST_MIN_LENGTH = 3;
export const SUGGEST_DEBOUNCE_MS = 250;
export const SUGGEST_LIMIT = 6;

export interface SuggestResult {
  term: string;
  total: number;
  products: Pick<ProductCardView, 'id' | 'name' | 'href' | 'image' | 'price'>[];
  categories: Destination[];
  /** Content pages (shipping, returns, contact …). */
  pages: Destination[];
}

export function isSuggestResult(value: unknown): value is SuggestResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    'products' in value &&
    Array.isArray(value.products) &&
    'categories' in value &&
    Array.isArray(value.categories) &&
    'pages' in value &&
    Array.isArray(value.pages) &&
    'term' in value &&
    typeof value.term === 'string'
  );
}

/** One option of the header's listbox: a category, a page or a product (with picture and price). */
interface SuggestionOption {
  key: string;
  href: string;
  label?: string;
  product?: SuggestResult['products'][number];
}

export interface SuggestionGroup {
  kind: 'categories' | 'pages' | 'products';
  options: SuggestionOption[];
}

/** The non-empty groups in the order the listbox shows them: where to go first, then what to buy. */
export function suggestionGroups(result: SuggestResult): SuggestionGroup[] {
  const groups: SuggestionGroup[] = [
    { kind: 'categories', options: result.categories.map((item) => ({ key: `c:${item.href}`, href: item.href, label: item.name })) },
    { kind: 'pages', options: result.pages.map((item) => ({ key: `p:${item.href}`, href: item.href, label: item.name })) },
    { kind: 'products', options: result.products.map((product) => ({ key: product.id, href: product.href, label: product.name, product })) },
  ];
  return groups.filter((group) => group.options.length > 0);
}
