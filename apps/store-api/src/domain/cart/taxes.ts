// Tax bookkeeping in minor units: per-rate sums, proportional splits and the Store API structs.
import { fromMinor, taxFromGross, taxFromNet } from '../pricing/money.ts';

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
