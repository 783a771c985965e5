// Money for the catalog and the cart, in three parts: exact arithmetic on minor units (amounts are integers
// of cents; decimal strings from the database are parsed digit by digit, never through binary floating
// point); tax bookkeeping per rate; and the Store API's price structs (calculated_price) — a product's price
// in the request's currency, or the default currency's converted by the currency factor, its taxes extracted
// from gross (or added to net for net-display customer groups).
import type { CurrencyPrice, PriceContext, PriceMap, TierPrice } from './price-context.ts';

/** "19.99" → 1999 (rounded half away from zero to `decimals`). */
export function toMinor(amount: string | number, decimals = 2): number {
  const text = typeof amount === 'number' ? amount.toFixed(decimals + 2) : amount.trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new Error(`Not a decimal amount: ${amount}`);
  const [, sign, whole = '', fraction = ''] = match;
  const padded = (fraction + '0'.repeat(decimals + 1)).slice(0, decimals + 1);
  const scaled = Number(whole || '0') * 10 ** decimals + Number(padded.slice(0, decimals) || '0');
  const roundUp = Number(padded[decimals] ?? '0') >= 5 ? 1 : 0;
  const value = scaled + roundUp;
  return sign === '-' ? -value : value;
}

/** 1999 → 19.99 (a JSON number, as the Store API sends prices). */
export function fromMinor(minor: number, decimals = 2): number {
  return Number((minor / 10 ** decimals).toFixed(decimals));
}

/** Multiplies minor units by a decimal factor (currency rate, percentage), rounding half away from zero. */
export function multiply(minor: number, factor: number | string): number {
  const text = typeof factor === 'number' ? String(factor) : factor;
  const [whole = '0', fraction = ''] = text.replace(/^-/, '').split('.');
  const scale = 10 ** fraction.length;
  const factorScaled = Number(whole) * scale + Number(fraction || '0');
  const product = minor * factorScaled;
  const rounded = Math.sign(product) * Math.round(Math.abs(product) / scale);
  return text.startsWith('-') ? -rounded : rounded;
}

/** The tax inside a gross amount: gross − gross / (1 + rate/100), rounded to minor units. */
export function taxFromGross(grossMinor: number, ratePercent: number): number {
  if (ratePercent === 0) return 0;
  const rateBasis = Math.round(ratePercent * 100); // e.g. 19% → 1900
  const net = Math.round((grossMinor * 10000) / (10000 + rateBasis));
  return grossMinor - net;
}

/** The tax on top of a net amount: net × rate/100, rounded to minor units. */
export function taxFromNet(netMinor: number, ratePercent: number): number {
  return Math.round((netMinor * Math.round(ratePercent * 100)) / 10000);
}

// Tax bookkeeping: per-rate sums, proportional splits and the Store API structs.
/** rate → { price: amount the tax is part of / based on, tax } */
export type TaxBook = Map<number, { price: number; tax: number }>;

export function addTax(book: TaxBook, rate: number, price: number, tax: number): void {
  const entry = book.get(rate) ?? { price: 0, tax: 0 };
  book.set(rate, { price: entry.price + price, tax: entry.tax + tax });
}

export function mergeBooks(...books: TaxBook[]): TaxBook {
  const result: TaxBook = new Map();
  for (const book of books) for (const [rate, entry] of book) addTax(result, rate, entry.price, entry.tax);
  return result;
}

/**
 * Splits an amount over tax rates in proportion to `weights` (e.g. line totals per rate) and
 * computes each part's tax; the last part takes the rounding remainder so the parts sum exactly.
 */
export function splitByRates(amount: number, weights: TaxBook, gross: boolean): TaxBook {
  const result: TaxBook = new Map();
  const total = [...weights.values()].reduce((sum, entry) => sum + entry.price, 0);
  const rates = [...weights.keys()].sort((a, b) => a - b);
  if (total === 0 || rates.length === 0) return result;
  let remaining = amount;
  rates.forEach((rate, index) => {
    const part = index === rates.length - 1 ? remaining : Math.round((amount * (weights.get(rate)?.price ?? 0)) / total);
    remaining -= part;
    addTax(result, rate, part, gross ? taxFromGross(part, rate) : taxFromNet(part, rate));
  });
  return result;
}

export function taxStructs(book: TaxBook, decimals: number) {
  const rates = [...book.keys()].sort((a, b) => a - b);
  const total = rates.reduce((sum, rate) => sum + (book.get(rate)?.price ?? 0), 0);
  return {
    calculatedTaxes: rates.map((rate) => ({
      tax: fromMinor(book.get(rate)?.tax ?? 0, decimals),
      taxRate: rate,
      price: fromMinor(book.get(rate)?.price ?? 0, decimals),
      apiAlias: 'cart_tax_calculated',
    })),
    taxRules: rates.map((rate) => ({
      taxRate: rate,
      percentage: total === 0 ? 100 / rates.length : Number((((book.get(rate)?.price ?? 0) / total) * 100).toFixed(2)),
      apiAlias: 'cart_tax_rule',
    })),
    taxTotal: rates.reduce((sum, rate) => sum + (book.get(rate)?.tax ?? 0), 0),
  };
}

/** A calculated_price for an amount whose taxes are already known. */
export function priceStruct(unit: number, quantity: number, total: number, book: TaxBook, decimals: number) {
  const { calculatedTaxes, taxRules } = taxStructs(book, decimals);
  return {
    unitPrice: fromMinor(unit, decimals),
    quantity,
    totalPrice: fromMinor(total, decimals),
    calculatedTaxes,
    taxRules,
    referencePrice: null,
    listPrice: null,
    regulationPrice: null,
    apiAlias: 'calculated_price',
  };
}

// A product's price (calculated_price) by quantity tier, with its reference and list prices.
export interface ReferenceUnitInfo {
  purchaseUnit: number | null;
  referenceUnit: number | null;
  unitName: string | null;
}

/** Unit amounts (minor units) for one piece in the request currency. */
interface UnitAmounts {
  gross: number;
  net: number;
  listGross?: number;
  listNet?: number;
}

export function unitAmounts(prices: PriceMap, context: PriceContext): UnitAmounts {
  const own = prices[context.currencyId];
  if (own) return amountsOf(own, context.decimals);
  const base = prices[context.defaultCurrencyId];
  if (!base) throw new Error('Product price has no default-currency entry.');
  const converted = amountsOf(base, 2);
  const convert = (minor: number) => multiply(minor, context.currencyFactor) * 10 ** (context.decimals - 2);
  return {
    gross: convert(converted.gross),
    net: convert(converted.net),
    listGross: converted.listGross === undefined ? undefined : convert(converted.listGross),
    listNet: converted.listNet === undefined ? undefined : convert(converted.listNet),
  };
}

function amountsOf(price: CurrencyPrice, decimals: number): UnitAmounts {
  return {
    gross: toMinor(price.gross, decimals),
    net: toMinor(price.net, decimals),
    listGross: price.listPrice ? toMinor(price.listPrice.gross, decimals) : undefined,
    listNet: price.listPrice ? toMinor(price.listPrice.net, decimals) : undefined,
  };
}

export function calculatedPrice(prices: PriceMap, quantity: number, taxRate: number, context: PriceContext, reference?: ReferenceUnitInfo) {
  const amounts = unitAmounts(prices, context);
  const unit = context.displayGross ? amounts.gross : amounts.net;
  const total = unit * quantity;
  const tax = context.displayGross ? taxFromGross(total, taxRate) : taxFromNet(total, taxRate);
  const list = context.displayGross ? amounts.listGross : amounts.listNet;
  const d = context.decimals;
  const taxes: TaxBook = new Map([[taxRate, { price: total, tax }]]);
  return {
    ...priceStruct(unit, quantity, total, taxes, d),
    referencePrice: referencePrice(unit, reference, d),
    listPrice: list !== undefined && list > unit ? listPriceStruct(unit, list, d) : null,
  };
}

function listPriceStruct(unit: number, list: number, decimals: number) {
  return {
    price: fromMinor(list, decimals),
    discount: fromMinor(unit - list, decimals),
    percentage: Number((((list - unit) / list) * 100).toFixed(2)),
    apiAlias: 'cart_list_price',
  };
}

function referencePrice(unitMinor: number, reference: ReferenceUnitInfo | undefined, decimals: number) {
  if (!reference?.purchaseUnit || !reference.referenceUnit || reference.purchaseUnit <= 0) return null;
  const perReference = Math.round((unitMinor / reference.purchaseUnit) * reference.referenceUnit);
  return {
    purchaseUnit: reference.purchaseUnit,
    referenceUnit: reference.referenceUnit,
    unitName: reference.unitName ?? '',
    price: fromMinor(perReference, decimals),
    apiAlias: 'cart_price_reference',
  };
}

/**
 * Tier prices as Shopware lists them: one calculated price per tier whose `quantity` is the tier's
 * last quantity ('to {qty}'), except the open last tier which carries its first quantity ('from {qty}').
 */
export function calculatedTierPrices(tiers: readonly TierPrice[], taxRate: number, context: PriceContext, reference?: ReferenceUnitInfo) {
  const sorted = [...tiers].sort((a, b) => a.quantityStart - b.quantityStart);
  return sorted.map((tier) => calculatedPrice(tier.price, tier.quantityEnd ?? tier.quantityStart, taxRate, context, reference));
}

/** The price that applies for a quantity: the tier containing it, else the base price. */
export function priceForQuantity(base: PriceMap, tiers: readonly TierPrice[], quantity: number): PriceMap {
  const tier = tiers.find((candidate) => quantity >= candidate.quantityStart && (candidate.quantityEnd === null || quantity <= candidate.quantityEnd));
  return tier?.price ?? base;
}
