// The listing state of the current URL, and navigation to another state (with JavaScript: a client
// navigation to the canonical URL, keeping the scroll position).
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { listingHref, parseListingQuery, type ListingQuery } from './listing-query.ts';

export function useListingQuery(): ListingQuery {
  const { search } = useLocation();
  return useMemo(() => parseListingQuery(new URLSearchParams(search)), [search]);
}

export function useListingNavigate(): (query: ListingQuery) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback((query: ListingQuery) => void navigate(listingHref(pathname, query), { preventScrollReset: true }), [navigate, pathname]);
}

/** A submitted listing form as URL parameters (FormData holds strings for these forms). */
export function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  return params;
}
