// The delivery promise a product page and the cart show: "Delivery to Germany: €4.90 · arrives Tue 9 –
// Thu 11 Dec", and "Free delivery from €50.00" where the method's prices have a free range from a cart
// value. Built from the answer of Shopware's shipping-cost routes (one entry per shipping method); every
// text is made on the server, in the market's locale and the session's money (ADR 0036).
import type { Schemas } from '../../lib/store-api/types.ts';
import type { ViewContext } from '../product-data/index.ts';
import { deliveryDays, formatDeliveryDays } from './delivery-window.ts';

export interface ShippingCostEntry {
  shippingCost: Schemas['CalculatedPrice'];
  deliveryDate: { earliest?: string; latest?: string };
  shippingMethod: Schemas['ShippingMethod'];
}

export interface CountryChoice {
  id: string;
  name: string;
}

export interface DeliveryPromiseView {
  countryId: string;
  /** The country's name in the page's language. */
  country: string;
  /** The shipping cost's text; null when it is free. */
  cost: string | null;
  /** "Tue 9 Dec – Thu 11 Dec". */
  window: string;
  /** The cart value from which the method ships free, as text; null without one, or when it is free already. */
  freeFrom: string | null;
  /** Where the shopper may have it delivered instead; empty when the country is their address's (signed in). */
  countries: CountryChoice[];
}

/** Shopware's shipping price calculation by cart value. */
const BY_CART_VALUE = 2;

/** The lowest cart value from which the method costs nothing (a price row by cart value with a zero price). */
export function freeDeliveryThreshold(method: Schemas['ShippingMethod'], currencyId: string): number | null {
  const starts = (method.prices ?? [])
    .filter((row) => row.calculation === BY_CART_VALUE && (row.quantityStart ?? 0) > 0)
    .filter((row) => {
      const prices = row.currencyPrice ?? [];
      const price = prices.find((candidate) => candidate.currencyId === currencyId) ?? prices[0];
      return price !== undefined && price.gross === 0;
    })
    .map((row) => row.quantityStart ?? 0);
  return starts.length > 0 ? Math.min(...starts) : null;
}

interface PromiseOptions {
  /** The method to promise (the session's); the first one offered when it is not among them. */
  methodId?: string;
  currencyId: string;
  locale: string;
  money: ViewContext['money'];
  country: CountryChoice;
  countries: CountryChoice[];
}

export function deliveryPromise(entries: readonly ShippingCostEntry[], options: PromiseOptions): DeliveryPromiseView | null {
  const entry = entries.find((candidate) => candidate.shippingMethod.id === options.methodId) ?? entries[0];
  if (!entry) return null;
  const days = deliveryDays(entry.deliveryDate.earliest, entry.deliveryDate.latest);
  const total = entry.shippingCost.totalPrice;
  if (!days || typeof total !== 'number' || !Number.isFinite(total)) return null;
  const threshold = total > 0 ? freeDeliveryThreshold(entry.shippingMethod, options.currencyId) : null;
  return {
    countryId: options.country.id,
    country: options.country.name,
    cost: total > 0 ? options.money(total) : null,
    window: formatDeliveryDays(days, options.locale),
    freeFrom: threshold === null ? null : options.money(threshold),
    countries: options.countries,
  };
}
