// Price building for catalogue rows (pure): amounts are integer cents until they are written as
// the decimal strings the price jsonb stores; net is derived from gross with exact integer rounding.
import type { CurrencyPrice, PriceMap, TierPrice } from '../../domain/pricing/price-context.ts';
import { CURRENCY_IDS } from '../demo-constants.ts';
import { CURRENCIES } from '../system-data.ts';

export type CurrencyIso = 'EUR' | 'PLN' | 'GBP';

/** 1999 → "19.99" */
export function formatCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "19.99" → 1999 */
export function parseCents(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not a two-decimal amount: ${amount}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** gross / (1 + rate/100), rounded half away from zero to whole cents, in integers only. */
export function netCents(grossCents: number, taxRate: number): number {
  const basis = Math.round(taxRate * 100);
  const numerator = Math.abs(grossCents) * 10000;
  const denominator = 10000 + basis;
  const quotient = Math.floor(numerator / denominator);
  const rest = numerator - quotient * denominator;
  const rounded = quotient + (rest * 2 >= denominator ? 1 : 0);
  return grossCents < 0 ? -rounded : rounded;
}

export function currencyPrice(grossCents: number, taxRate: number, linked: boolean, listGrossCents?: number): CurrencyPrice {
  const price: CurrencyPrice = { gross: formatCents(grossCents), net: formatCents(netCents(grossCents, taxRate)), linked };
  if (listGrossCents !== undefined && listGrossCents > grossCents) {
    price.listPrice = { gross: formatCents(listGrossCents), net: formatCents(netCents(listGrossCents, taxRate)) };
  }
  return price;
}

/** A shop price: whole euros minus a cent, .95, .49 below ten euros, multiples of five above a hundred. */
export function charmPrice(cents: number, style: number): number {
  if (cents < 1000) return Math.max(199, Math.round(cents / 50) * 50 - 1);
  if (cents < 10000) return style % 3 === 0 ? Math.round(cents / 100) * 100 - 5 : Math.round(cents / 100) * 100 - 1;
  return style % 4 === 0 ? Math.round(cents / 500) * 500 : Math.round(cents / 500) * 500 - 1;
}

const FACTORS: Record<CurrencyIso, number> = Object.fromEntries(CURRENCIES.map((currency) => [currency.iso, currency.factor])) as Record<CurrencyIso, number>;

/** The EUR amount in another currency by its factor, rounded to a shop price ending in .99. */
export function convertedShopPrice(eurCents: number, iso: CurrencyIso): number {
  const factor = FACTORS[iso];
  const whole = Math.max(1, Math.round((eurCents * factor) / 100));
  return whole * 100 - 1;
}

export interface PriceSpec {
  /** gross EUR in cents */
  gross: number;
  /** list (former) gross EUR in cents */
  list?: number;
  /** write explicit, unlinked PLN and GBP prices instead of converting by the currency factor */
  explicitCurrencies?: boolean;
}

export function buildPrice(spec: PriceSpec, taxRate: number): PriceMap {
  const price: PriceMap = { [CURRENCY_IDS.EUR]: currencyPrice(spec.gross, taxRate, true, spec.list) };
  if (spec.explicitCurrencies) {
    for (const iso of ['PLN', 'GBP'] as const) {
      const list = spec.list === undefined ? undefined : convertedShopPrice(spec.list, iso);
      price[CURRENCY_IDS[iso]] = currencyPrice(convertedShopPrice(spec.gross, iso), taxRate, false, list);
    }
  }
  return price;
}

export interface TierSpec {
  quantityStart: number;
  quantityEnd: number | null;
  /** percentage off the base gross price */
  discount: number;
}

const STANDARD_TIERS: readonly TierSpec[] = [
  { quantityStart: 1, quantityEnd: 9, discount: 0 },
  { quantityStart: 10, quantityEnd: 49, discount: 5 },
  { quantityStart: 50, quantityEnd: null, discount: 10 },
];

/** A percentage off, as a shop price ending in 9 (12.99 − 10 % → 11.69). */
function discounted(cents: number, percent: number): number {
  if (percent === 0) return cents;
  return Math.max(9, Math.round((cents * (100 - percent)) / 1000) * 10 - 1);
}

export function buildTierPrices(base: PriceSpec, taxRate: number, tiers: readonly TierSpec[] = STANDARD_TIERS): TierPrice[] {
  return tiers.map((tier) => ({
    quantityStart: tier.quantityStart,
    quantityEnd: tier.quantityEnd,
    price: buildPrice({ gross: discounted(base.gross, tier.discount), explicitCurrencies: base.explicitCurrencies }, taxRate),
  }));
}

function eurGross(price: PriceMap): number {
  const eur = price[CURRENCY_IDS.EUR];
  if (!eur) throw new Error('Every price needs a EUR entry.');
  return parseCents(eur.gross);
}

export interface PricedProduct {
  price: PriceMap;
  tierPrices: readonly TierPrice[];
}

/** Lowest gross EUR over the own price, the tier prices and (for parents) every variant's prices. */
export function cheapestPrice(product: PricedProduct, variants: readonly PricedProduct[] = []): string {
  const amounts = [product, ...variants].flatMap((item) => [eurGross(item.price), ...item.tierPrices.map((tier) => eurGross(tier.price))]);
  return formatCents(Math.min(...amounts));
}
