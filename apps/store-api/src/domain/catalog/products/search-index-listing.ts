// A search listing sorted by score from the in-memory index (search-index.ts): Shopware's post-filters, the
// page in score order with the exact total, and the aggregation facts — what product-listing.ts and
// listing-query.ts compute in SQL, with the same semantics (a test compares both on every term it can think of).
import type { FactsRow } from './listing-aggregations.ts';
import type { FilterName } from './listing-query.ts';
import type { ListingParams } from './listing-params.ts';
import type { SearchIndex } from './search-index.ts';
import type { InterpretedTerm } from './search-terms.ts';

export interface IndexedListingRequest {
  term: InterpretedTerm;
  minVisibility: number;
  params: ListingParams;
  /** The requested property options grouped by property group (product-listing.ts propertyOptionGroups). */
  optionGroups: readonly string[][];
  /** The request currency's factor to the default currency, as decimal text. */
  currencyFactor: string;
}

/** A search evaluated over the index: pages of it in score order, and its aggregation facts. */
export interface IndexedSearch {
  /** `limit` hits from `from` in score order (after the post-filters), and how many there are. */
  page(limit: number, from: number): { ids: string[]; total: number };
  /** The facts aggregations are made of (listing-aggregations.ts); `reduce`: each narrowed by the other filters. */
  facts(reduce: boolean): FactsRow;
}

/** Whether the product at an index passes a filter. */
type Filter = (index: number) => boolean;

export function indexedSearch(index: SearchIndex, request: IndexedListingRequest): IndexedSearch {
  const hits = index.hits(request.term, request.minVisibility);
  const filters = postFilters(index, request);
  const names = [...filters.keys()];
  const checks = [...filters.values()];
  // Per hit, one bit per filter it fails (0: passes all). Plain loops: a common word has ~10⁵ hits at a million
  // products, and a closure call per hit and filter was a tenth of such a search (profile).
  const failed = new Uint8Array(hits.length);
  let passing = hits.length;
  for (let bit = 0; bit < checks.length; bit += 1) {
    const check = checks[bit];
    if (!check) continue;
    for (let at = 0; at < hits.length; at += 1) if (!check(hits[at] ?? 0)) failed[at] = (failed[at] ?? 0) | (1 << bit);
  }
  if (checks.length > 0) for (let at = 0; at < hits.length; at += 1) if (failed[at] !== 0) passing -= 1;
  const filtered = passing === hits.length ? hits : new Int32Array(passing);
  if (filtered !== hits) for (let at = 0, to = 0; at < hits.length; at += 1) if (failed[at] === 0) filtered[to++] = hits[at] ?? 0;
  let ranks: Float64Array | undefined;
  return {
    page: (limit, from) => {
      ranks ??= index.ranks(request.term, filtered);
      return { ids: topIds(index, ranks, filtered, from + limit).slice(from), total: filtered.length };
    },
    facts: (reduce) => facts(index, hits, reduce ? { failed, names } : undefined, request.currencyFactor),
  };
}

/**
 * The first `count` hits in score order — rank, then sales, then id (listing-sortings.ts `score`) — kept in a
 * sorted window as the hits pass: most of a common word's thousands of hits never enter it. `ranks` holds
 * each hit's rank by position.
 */
function topIds(index: SearchIndex, ranks: Float64Array, hits: Int32Array, count: number): string[] {
  const { sales, ids } = index.data;
  /** Whether the hit at position a comes before the one at b. */
  const before = (a: number, b: number) => {
    const byRank = (ranks[b] ?? 0) - (ranks[a] ?? 0);
    if (byRank !== 0) return byRank < 0;
    const productA = hits[a] ?? 0;
    const productB = hits[b] ?? 0;
    const bySales = (sales[productB] ?? 0) - (sales[productA] ?? 0);
    return bySales !== 0 ? bySales < 0 : (ids[productA] ?? '') < (ids[productB] ?? '');
  };
  const window: number[] = [];
  for (let at = 0; at < hits.length; at += 1) {
    const last = window[window.length - 1];
    if (window.length >= count && (last === undefined || !before(at, last))) continue;
    let low = 0;
    let high = window.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(window[middle] ?? 0, at)) low = middle + 1;
      else high = middle;
    }
    window.splice(low, 0, at);
    if (window.length > count) window.pop();
  }
  return window.map((at) => ids[hits[at] ?? -1] ?? '');
}

/** listingFilters (listing-query.ts) over the index, keyed by the aggregation each narrows. */
function postFilters(index: SearchIndex, { params, optionGroups, currencyFactor }: IndexedListingRequest): Map<FilterName, Filter> {
  const data = index.data;
  const filters = new Map<FilterName, Filter>();
  if (params.filters.manufacturer && params.manufacturer.length > 0) {
    const wanted = new Set(params.manufacturer);
    filters.set('manufacturer', (at) => wanted.has(data.manufacturerIds[data.manufacturer[at] ?? -1] ?? ''));
  }
  if (params.filters.property && params.properties.length > 0) {
    // Options of one group ORed, groups ANDed; an option no product offers matches nothing.
    const groups = optionGroups.map((ids) => new Set(ids.map((id) => index.optionNumber(id)).filter((number) => number !== undefined)));
    filters.set('properties', (at) => {
      if (groups.length === 0) return false;
      const from = data.optionOffsets[at] ?? 0;
      const to = data.optionOffsets[at + 1] ?? 0;
      return groups.every((group) => {
        for (let option = from; option < to; option += 1) if (group.has(data.optionValues[option] ?? -1)) return true;
        return false;
      });
    });
  }
  const { minPrice, maxPrice, rating } = params;
  const hasMax = maxPrice !== undefined && maxPrice > 0;
  if (params.filters.price && (minPrice !== undefined || hasMax)) {
    const compare = priceComparison(currencyFactor);
    filters.set('price', (at) => {
      const price = data.price[at];
      if (price === null || price === undefined) return false;
      const value = data.priceValue[at] ?? Number.NaN;
      return (minPrice === undefined || compare(price, value, minPrice) >= 0) && (!hasMax || compare(price, value, maxPrice) <= 0);
    });
  }
  if (params.filters.rating && rating !== undefined) filters.set('rating', (at) => (data.ratingValue[at] ?? Number.NaN) >= rating);
  if (params.filters.shippingFree && params.shippingFree) filters.set('shipping-free', (at) => data.shippingFree[at] === 1);
  return filters;
}

/**
 * aggregationSql's one row: with reduce-aggregations each aggregate over the hits failing no filter but its own,
 * otherwise over every hit. Prices are converted to the request currency after the least and greatest are found.
 */
function facts(index: SearchIndex, hits: Int32Array, reduce: { failed: Uint8Array; names: FilterName[] } | undefined, currencyFactor: string): FactsRow {
  const data = index.data;
  /** The bits an aggregation may ignore: its own filter's. */
  const own = (name: FilterName) => (reduce ? reduce.names.indexOf(name) : -1);
  const sees = (at: number, bit: number) => !reduce || ((reduce.failed[at] ?? 0) & ~(bit >= 0 ? 1 << bit : 0)) === 0;
  const [priceBit, ratingBit, shippingBit, manufacturerBit, propertiesBit] = (['price', 'rating', 'shipping-free', 'manufacturer', 'properties'] as const).map(
    own,
  );
  let priceMin = -1;
  let priceMax = -1;
  let ratingMax = -1;
  let shippingFree: boolean | null = null;
  const manufacturers = new Uint8Array(data.manufacturerIds.length);
  const options = new Uint8Array(data.options.values.length);
  hits.forEach((hit, at) => {
    if (sees(at, priceBit ?? -1) && data.price[hit] !== null) {
      const value = data.priceValue[hit] ?? 0;
      if (priceMin < 0 || value < (data.priceValue[priceMin] ?? 0)) priceMin = hit;
      if (priceMax < 0 || value > (data.priceValue[priceMax] ?? 0)) priceMax = hit;
    }
    if (sees(at, ratingBit ?? -1) && data.rating[hit] !== null && (ratingMax < 0 || (data.ratingValue[hit] ?? 0) > (data.ratingValue[ratingMax] ?? 0)))
      ratingMax = hit;
    if (sees(at, shippingBit ?? -1)) shippingFree = (shippingFree ?? false) || data.shippingFree[hit] === 1;
    const manufacturer = data.manufacturer[hit] ?? -1;
    if (manufacturer >= 0 && sees(at, manufacturerBit ?? -1)) manufacturers[manufacturer] = 1;
    if (sees(at, propertiesBit ?? -1)) {
      for (let option = data.optionOffsets[hit] ?? 0; option < (data.optionOffsets[hit + 1] ?? 0); option += 1) options[data.optionValues[option] ?? 0] = 1;
    }
  });
  const convert = (at: number) => {
    const price = at >= 0 ? data.price[at] : null;
    return price ? multiplyDecimal(price, currencyFactor) : null;
  };
  const marked = (set: Uint8Array, value: (number: number) => string) => {
    const found: string[] = [];
    set.forEach((mark, number) => mark && found.push(value(number)));
    return found.length > 0 ? found : null;
  };
  return {
    price_min: convert(priceMin),
    price_max: convert(priceMax),
    rating_max: ratingMax >= 0 ? (data.rating[ratingMax] ?? null) : null,
    shipping_free: shippingFree,
    manufacturer_ids: marked(manufacturers, (number) => data.manufacturerIds[number] ?? ''),
    option_ids: marked(options, (number) => index.optionId(number)),
  };
}

/**
 * Compares a price converted to the request currency with a bound, as PostgreSQL's numeric does: by floats
 * where their rounding (a few units in the last place) cannot change the answer, else exactly. Decimal
 * arithmetic for every hit cost ~1 µs each, several ms for a common word's thousands of hits.
 */
export function priceComparison(currencyFactor: string): (price: string, value: number, bound: number) => number {
  const factor = Number(currencyFactor);
  return (price, value, bound) => {
    const converted = value * factor;
    const difference = converted - bound;
    if (Math.abs(difference) > 1e-9 * Math.max(1, Math.abs(converted), Math.abs(bound))) return Math.sign(difference);
    return compareDecimal(multiplyDecimal(price, currencyFactor), String(bound));
  };
}

/** A decimal as an integer and a power of ten ("12.5" → 125n, 1; "1e-7" → 1n, 7). */
function parseDecimal(text: string): { digits: bigint; scale: number } {
  const match = /^(-?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text.trim());
  if (!match) throw new Error(`Not a decimal: ${text}`);
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  let digits = BigInt(`${sign}${whole}${fraction}` || '0');
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { digits, scale };
}

/** The exact product of two decimals, as decimal text (PostgreSQL's numeric multiplication). */
export function multiplyDecimal(a: string, b: string): string {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  const digits = x.digits * y.digits;
  const scale = x.scale + y.scale;
  const negative = digits < 0n;
  const text = (negative ? -digits : digits).toString().padStart(scale + 1, '0');
  const whole = text.slice(0, text.length - scale);
  const fraction = scale > 0 ? `.${text.slice(text.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Compares two decimals exactly: negative, zero or positive. */
export function compareDecimal(a: string, b: string): number {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  const scale = Math.max(x.scale, y.scale);
  const left = x.digits * 10n ** BigInt(scale - x.scale);
  const right = y.digits * 10n ** BigInt(scale - y.scale);
  return left < right ? -1 : left > right ? 1 : 0;
}
