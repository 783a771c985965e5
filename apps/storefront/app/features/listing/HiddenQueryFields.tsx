import type { ListingQuery } from './listing-query.ts';
import { listingSearchParams } from './listing-query.ts';

type Field = 'search' | 'order' | 'limit' | 'filters';

const FILTER_PARAMS = ['manufacturer', 'properties', 'min-price', 'max-price', 'rating', 'shipping-free'];

/**
 * The parts of the listing state a form does not edit, as hidden fields: a form without JavaScript
 * must carry the whole state so submitting it changes one thing only. The page is never carried:
 * every change starts at page 1.
 */
export function HiddenQueryFields({ query, keep }: { query: ListingQuery; keep: readonly Field[] }) {
  const params = listingSearchParams(query);
  const names = keep.flatMap((field) => (field === 'filters' ? FILTER_PARAMS : [field]));
  return (
    <>
      {[...params.entries()]
        .filter(([name]) => names.includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}
