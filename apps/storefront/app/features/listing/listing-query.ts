// The one place that maps a listing URL ⇄ listing state ⇄ Store API listing criteria. Category,
// search and wishlist pages all go through it, so every listing URL is shareable and uses
// Shopware's own parameter names (`p`, `limit`, `order`, `manufacturer`, `properties`, `min-price`,
// `max-price`, `rating`, `shipping-free`, `search`). Pure (given the configuration): no I/O, runs on server and client.
import { featureOn } from '../../lib/merchant/config.ts';
import { isShopwareId } from '../../lib/store-api/ids.ts';

/** docs/product-rules.md §9: listing default limit. */
export const DEFAULT_LIMIT = 10;
/** Page sizes offered by the per-page control (our choice: docs/product-rules.md §9). */
export const LIMIT_OPTIONS: readonly number[] = [10, 20, 40, 80];
/** Store API maximum (`shopware.api.store.max_limit`): larger limits are a 400. */
const MAX_LIMIT = 100;
const MAX_IDS = 100;

export interface ListingQuery {
  /** Search text; '' on category pages. */
  search: string;
  page: number;
  limit: number;
  /** Sorting key (`name-asc`, `price-desc`, …); null leaves the choice to the shop. */
  order: string | null;
  manufacturer: string[];
  properties: string[];
  minPrice: number | null;
  maxPrice: number | null;
  /** Minimum average rating (1–5). */
  rating: number | null;
  shippingFree: boolean;
}

export const EMPTY_QUERY: ListingQuery = {
  search: '',
  page: 1,
  limit: DEFAULT_LIMIT,
  order: null,
  manufacturer: [],
  properties: [],
  minPrice: null,
  maxPrice: null,
  rating: null,
  shippingFree: false,
};

type ParamSource = Pick<URLSearchParams, 'getAll'>;

function last(params: ParamSource, name: string): string | undefined {
  const values = params.getAll(name);
  return values[values.length - 1]?.trim();
}

function positiveInt(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

function price(value: string | undefined): number | null {
  if (!value) return null;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) && number >= 0 ? number : null;
}

/**
 * Ids of a multi-value filter. Links and JavaScript write them joined with `|` (Shopware's form); an
 * HTML form without JavaScript submits one parameter per checked box. Both are read; anything that is
 * no id is dropped (ids go into Store API requests).
 */
function ids(params: ParamSource, name: string): string[] {
  const values = params.getAll(name).flatMap((value) => value.split('|'));
  const valid = values.map((value) => value.trim().toLowerCase()).filter(isShopwareId);
  return [...new Set(valid)].slice(0, MAX_IDS).sort();
}

function truthy(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== '0' && value !== 'false';
}

/** Reads a listing URL's query (or a submitted listing form); invalid values fall back to defaults. */
export function parseListingQuery(params: ParamSource): ListingQuery {
  const limit = positiveInt(last(params, 'limit'));
  const order = last(params, 'order');
  // Without reviews there is no rating filter: a `rating` in the URL would filter unseen.
  const rating = featureOn('reviews') ? positiveInt(last(params, 'rating')) : null;
  return {
    search: (last(params, 'search') ?? '').slice(0, 200),
    page: positiveInt(last(params, 'p')) ?? 1,
    limit: limit === null ? DEFAULT_LIMIT : Math.min(limit, MAX_LIMIT),
    order: order && /^[\w-]{1,64}$/.test(order) ? order : null,
    manufacturer: ids(params, 'manufacturer'),
    properties: ids(params, 'properties'),
    minPrice: price(last(params, 'min-price')),
    maxPrice: price(last(params, 'max-price')),
    rating: rating === null ? null : Math.min(rating, 5),
    shippingFree: truthy(last(params, 'shipping-free')),
  };
}

/** The canonical query string parameters of a listing state (defaults are left out). */
export function listingSearchParams(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.order) params.set('order', query.order);
  if (query.manufacturer.length) params.set('manufacturer', query.manufacturer.join('|'));
  if (query.properties.length) params.set('properties', query.properties.join('|'));
  if (query.minPrice !== null) params.set('min-price', String(query.minPrice));
  if (query.maxPrice !== null) params.set('max-price', String(query.maxPrice));
  if (query.rating !== null) params.set('rating', String(query.rating));
  if (query.shippingFree) params.set('shipping-free', '1');
  if (query.limit !== DEFAULT_LIMIT) params.set('limit', String(query.limit));
  if (query.page > 1) params.set('p', String(query.page));
  return params;
}

/** `?…` for links (empty when every value is the default). */
export function listingHref(pathname: string, query: ListingQuery): string {
  const search = listingSearchParams(query).toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Shopware listing parameters for `/product-listing`, `/search`, `/search-suggest` and CMS pages. */
export interface ListingCriteria {
  p: number;
  limit: number;
  order?: string;
  search?: string;
  manufacturer?: string;
  properties?: string;
  'min-price'?: number;
  'max-price'?: number;
  rating?: number;
  'shipping-free'?: boolean;
}

export function listingCriteria(query: ListingQuery): ListingCriteria {
  const criteria: ListingCriteria = { p: query.page, limit: query.limit };
  if (query.order) criteria.order = query.order;
  if (query.search) criteria.search = query.search;
  if (query.manufacturer.length) criteria.manufacturer = query.manufacturer.join('|');
  if (query.properties.length) criteria.properties = query.properties.join('|');
  if (query.minPrice !== null) criteria['min-price'] = query.minPrice;
  if (query.maxPrice !== null) criteria['max-price'] = query.maxPrice;
  if (query.rating !== null) criteria.rating = query.rating;
  if (query.shippingFree) criteria['shipping-free'] = true;
  return criteria;
}

/** A changed listing: any change but paging starts again at page 1. */
export function changeQuery(query: ListingQuery, patch: Partial<ListingQuery>): ListingQuery {
  return { ...query, page: 1, ...patch };
}

/** docs/product-rules.md §4: reset clears manufacturer, properties, price (and rating, free shipping) and keeps the search text. */
export function resetFilters(query: ListingQuery): ListingQuery {
  return { ...query, page: 1, manufacturer: [], properties: [], minPrice: null, maxPrice: null, rating: null, shippingFree: false };
}

export function hasActiveFilters(query: ListingQuery): boolean {
  return (
    query.manufacturer.length > 0 ||
    query.properties.length > 0 ||
    query.minPrice !== null ||
    query.maxPrice !== null ||
    query.rating !== null ||
    query.shippingFree
  );
}

/** Adds the id when absent, removes it when present. */
export function toggleId(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((entry) => entry !== id) : [...list, id].sort();
}

/** docs/product-rules.md §4: total pages = total / limit, rounded up. */
export function totalPages(total: number, limit: number): number {
  return limit > 0 ? Math.max(Math.ceil(total / limit), 0) : 0;
}

/** docs/product-rules.md §4: the next page is the current page plus 1 (null after the last page). */
export function nextPage(page: number, total: number, limit: number): number | null {
  return page + 1 <= totalPages(total, limit) ? page + 1 : null;
}

/**
 * Page numbers to offer in the pagination: always the first and the last page and `radius` pages
 * either side of the current one, in a window of constant width (near the ends it extends inwards:
 * page 1 of 10 offers 1 2 3 4 5 … 10). A gap never hides a single page: that page is shown instead.
 */
export function pageWindow(page: number, pages: number, radius = 1): (number | 'gap')[] {
  if (pages <= 0) return [];
  const current = Math.min(Math.max(page, 1), pages);
  // First, last, current, its neighbours and two gaps: everything fits without a gap up to this many.
  const slots = 2 * radius + 5;
  if (pages <= slots) return Array.from({ length: pages }, (_, index) => index + 1);
  const from = Math.max(Math.min(current - radius, pages - 2 * radius - 2), 3);
  const to = Math.min(Math.max(current + radius, 2 * radius + 3), pages - 2);
  const middle = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return [1, from > 3 ? 'gap' : 2, ...middle, to < pages - 2 ? 'gap' : pages - 1, pages];
}
