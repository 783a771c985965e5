// The listing's active filters as removable chips: each chip names one choice and the listing state
// without it. Pure (names come from the listing's filter options).
import { changeQuery, type ListingQuery } from './listing-query.ts';
import type { ListingFiltersView } from './listing-view.ts';

export type ChipLabel =
  { kind: 'option'; name: string } | { kind: 'min-price' | 'max-price'; value: number } | { kind: 'rating'; value: number } | { kind: 'shipping-free' };

export interface FilterChip {
  key: string;
  label: ChipLabel;
  /** The listing state with this one choice removed. */
  without: ListingQuery;
}

function optionNames(filters: ListingFiltersView): Map<string, string> {
  const names = new Map<string, string>();
  for (const option of filters.manufacturers) names.set(option.id, option.name);
  for (const group of filters.properties) for (const option of group.options) names.set(option.id, option.name);
  return names;
}

export function activeFilterChips(query: ListingQuery, filters: ListingFiltersView): FilterChip[] {
  const names = optionNames(filters);
  const chips: FilterChip[] = [];
  for (const field of ['manufacturer', 'properties'] as const) {
    for (const id of query[field]) {
      const name = names.get(id);
      // An id the listing no longer offers has no name to show: the "clear all" link still removes it.
      if (name)
        chips.push({
          key: `${field}-${id}`,
          label: { kind: 'option', name },
          without: changeQuery(query, { [field]: query[field].filter((entry) => entry !== id) }),
        });
    }
  }
  if (query.minPrice !== null)
    chips.push({ key: 'min-price', label: { kind: 'min-price', value: query.minPrice }, without: changeQuery(query, { minPrice: null }) });
  if (query.maxPrice !== null)
    chips.push({ key: 'max-price', label: { kind: 'max-price', value: query.maxPrice }, without: changeQuery(query, { maxPrice: null }) });
  if (query.rating !== null) chips.push({ key: 'rating', label: { kind: 'rating', value: query.rating }, without: changeQuery(query, { rating: null }) });
  if (query.shippingFree) chips.push({ key: 'shipping-free', label: { kind: 'shipping-free' }, without: changeQuery(query, { shippingFree: false }) });
  return chips;
}
