// Prices in the loaders' data get their display text here, once per response (see PriceText).
import { formatPrice } from './price-format.ts';
import type { PriceText, PriceView } from './product-view.ts';

export type FormatMoney = (value: number) => string;

export function moneyFormat(locale: string, currency: string): FormatMoney {
  return (value) => formatPrice(value, locale, currency);
}

export function priceText(price: PriceView, money: FormatMoney): PriceText {
  return {
    unit: money(price.unitPrice),
    ...(typeof price.listPrice === 'number' ? { list: money(price.listPrice) } : {}),
    ...(price.reference ? { reference: money(price.reference.price) } : {}),
    ...(price.tiers && price.tiers.length > 0 ? { tiers: price.tiers.map((tier) => money(tier.unitPrice)) } : {}),
  };
}

function isPriceView(value: object): value is PriceView {
  return 'unitPrice' in value && typeof value.unitPrice === 'number' && 'from' in value && typeof value.from === 'boolean';
}

function isThenable(value: object): value is PromiseLike<unknown> {
  return 'then' in value && typeof value.then === 'function';
}

/**
 * The loader data with every price view (cards, buy box, listings, CMS slots, cross-sellings) given
 * its text. Streamed parts (promises) get theirs when they resolve. Returns new objects where it
 * adds text; leaves the input as it was.
 */
export function withPriceTexts<T>(data: T, money: FormatMoney): T {
  return addTexts(data, money) as T;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function addTexts(value: unknown, money: FormatMoney): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (isThenable(value)) return Promise.resolve(value).then((resolved) => addTexts(resolved, money));
  if (Array.isArray(value)) return value.map((item) => addTexts(item, money));
  // Dates, Maps and the like pass as they are.
  if (!isPlainObject(value)) return value;
  const entries = Object.entries(value).map(([key, item]) => [key, addTexts(item, money)] as const);
  const copy = Object.fromEntries(entries);
  return isPriceView(value) ? { ...copy, text: priceText(value, money) } : copy;
}
