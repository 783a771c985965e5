import type { ProductCardView } from '../product/product-view.ts';

/** Suggestions start at three characters (issue 3) after the typing paused this long. */
export const SUGGEST_MIN_LENGTH = 3;
export const SUGGEST_DEBOUNCE_MS = 250;
export const SUGGEST_LIMIT = 6;

export interface SuggestResult {
  term: string;
  total: number;
  products: Pick<ProductCardView, 'id' | 'name' | 'href' | 'image' | 'price'>[];
}

export function isSuggestResult(value: unknown): value is SuggestResult {
  return (
    typeof value === 'object' && value !== null && 'products' in value && Array.isArray(value.products) && 'term' in value && typeof value.term === 'string'
  );
}
