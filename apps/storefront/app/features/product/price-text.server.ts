// Prices in the loaders' data get their display text here, once per response (see PriceView.unitText).
import type { FormatMoney } from './price-format.ts';
import type { PriceView } from './product-view.ts';
import { isThenable } from '../../lib/thenable.ts';

type PriceTexts = Pick<PriceView, 'unitText' | 'listText' | 'referenceText' | 'tierTexts'>;

export function priceText(price: PriceView, money: FormatMoney): PriceTexts {
  return {
    unitText: money(price.unitPrice),
    ...(typeof price.listPrice === 'number' ? { listText: money(price.listPrice) } : {}),
    ...(price.reference ? { referenceText: money(price.reference.price) } : {}),
    ...(price.tiers && price.tiers.length > 0 ? { tierTexts: price.tiers.map((tier) => money(tier.unitPrice)) } : {}),
  };
}

function isPriceView(value: object): value is PriceView {
  return 'unitPrice' in value && typeof value.unitPrice === 'number' && 'from' in value && typeof value.from === 'boolean';
}

/**
 * The loader data with every price view (cards, buy box, listings, CMS slots, cross-sellings) given
 * its text. Streamed parts (promises) get theirs when they resolve. Returns new objects where it
 * adds text; leaves the input as it was. An object reached twice (the listing's filters are shared
 * with the sidebar) stays one object: the hydration data writes a shared object once.
 */
export function withPriceTexts<T>(data: T, money: FormatMoney): T {
  return addTexts(data, money, new WeakMap()) as T;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function addTexts(value: unknown, money: FormatMoney, seen: WeakMap<object, unknown>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const known = seen.get(value);
  if (known !== undefined) return known;
  let result: unknown;
  if (isThenable(value)) result = Promise.resolve(value).then((resolved) => addTexts(resolved, money, seen));
  else if (Array.isArray(value)) result = value.map((item) => addTexts(item, money, seen));
  // Dates, Maps and the like pass as they are.
  else if (!isPlainObject(value)) result = value;
  else {
    const copy = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, addTexts(item, money, seen)]));
    result = isPriceView(value) ? { ...copy, ...priceText(value, money) } : copy;
  }
  seen.set(value, result);
  return result;
}
