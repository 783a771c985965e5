// Store API price structs for a product (calculated_price), computed in minor units: the price of
// the request's currency, or the default currency's converted by the currency factor; taxes
// extracted from gross (or added to net for net-display customer groups).
import { fromMinor, multiply, taxFromGross, taxFromNet, toMinor } from './money.ts';
import type { CurrencyPrice, PriceContext, PriceMap, TierPrice } from './price-context.ts';

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
  return {
    unitPrice: fromMinor(unit, d),
    quantity,
    totalPrice: fromMinor(total, d),
    calculatedTaxes: [{ tax: fromMinor(tax, d), taxRate, price: fromMinor(total, d), apiAlias: 'cart_tax_calculated' }],
    taxRules: [{ taxRate, percentage: 100, apiAlias: 'cart_tax_rule' }],
    referencePrice: referencePrice(unit, reference, d),
    listPrice: list !== undefined && list > unit ? listPriceStruct(unit, list, d) : null,
    regulationPrice: null,
    apiAlias: 'calculated_price',
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
