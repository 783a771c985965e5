// Shopware's product-listing parameters (docs/store-api-behaviour.md §3.2), parsed from a request payload.
import { numeric } from '../../criteria/parse.ts';
import { pipeList } from '../../criteria/text-forms.ts';
import { isUuid } from '../../ids.ts';

const DEFAULT_LISTING_LIMIT = 24;
const MAX_LISTING_LIMIT = 100;

export interface ListingParams {
  page: number;
  limit: number;
  order: string | undefined;
  manufacturer: string[];
  properties: string[];
  minPrice: number | undefined;
  maxPrice: number | undefined;
  rating: number | undefined;
  shippingFree: boolean;
  search: string | undefined;
  filters: { manufacturer: boolean; price: boolean; rating: boolean; shippingFree: boolean; property: boolean };
  propertyWhitelist: string[] | undefined;
  reduceAggregations: boolean;
  noAggregations: boolean;
  onlyAggregations: boolean;
}

type Payload = Record<string, unknown>;

function idList(value: unknown): string[] {
  return (pipeList(value) ?? []).filter(isUuid);
}

function number(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const parsed = numeric(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Shopware reads flags loosely: absent → default, "0"/"false"/false → off, anything else → on. */
function flag(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (value === false || value === 0 || value === '0' || value === 'false' || value === '') return false;
  return true;
}

function present(payload: Payload, key: string): boolean {
  return key in payload && payload[key] !== false && payload[key] !== 'false' && payload[key] !== '0' && payload[key] !== 0;
}

export function parseListingParams(payload: Payload): ListingParams {
  const page = Math.trunc(number(payload.p) ?? 1);
  const limit = Math.trunc(number(payload.limit) ?? DEFAULT_LISTING_LIMIT);
  const minPrice = number(payload['min-price']);
  const maxPrice = number(payload['max-price']);
  const rating = number(payload.rating);
  const search = typeof payload.search === 'string' && payload.search.trim() !== '' ? payload.search.trim() : undefined;
  return {
    page: page >= 1 ? page : 1,
    limit: limit >= 1 ? Math.min(limit, MAX_LISTING_LIMIT) : DEFAULT_LISTING_LIMIT,
    order: typeof payload.order === 'string' && payload.order !== '' ? payload.order : undefined,
    manufacturer: idList(payload.manufacturer),
    properties: idList(payload.properties),
    minPrice: minPrice !== undefined && minPrice >= 0 ? minPrice : undefined,
    maxPrice: maxPrice !== undefined && maxPrice >= 0 ? maxPrice : undefined,
    rating: rating !== undefined && rating > 0 ? Math.trunc(rating) : undefined,
    shippingFree: flag(payload['shipping-free'], false),
    search,
    filters: {
      manufacturer: flag(payload['manufacturer-filter'], true),
      price: flag(payload['price-filter'], true),
      rating: flag(payload['rating-filter'], true),
      shippingFree: flag(payload['shipping-free-filter'], true),
      property: flag(payload['property-filter'], true),
    },
    propertyWhitelist: payload['property-whitelist'] === undefined ? undefined : idList(payload['property-whitelist']),
    reduceAggregations: present(payload, 'reduce-aggregations'),
    noAggregations: present(payload, 'no-aggregations'),
    onlyAggregations: present(payload, 'only-aggregations'),
  };
}
