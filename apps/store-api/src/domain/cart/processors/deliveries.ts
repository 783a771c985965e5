// The delivery processor (Shopware's DeliveryProcessor), second: the physical lines travel as one delivery
// with the chosen shipping method; its cost comes from the method's price range for the cart (by goods
// total or quantity), split over the goods' tax rates. A cart of downloads only has no delivery. Here too:
// the method's availability rule and the errors of a method or country the cart may not use, and when
// the delivery arrives.
import { mergeBooks, priceStruct, splitByRates, unitAmounts, type TaxBook } from '../../pricing/money.ts';
import { cartError, LEVEL, methodBlocked, type CartError } from '../cart-error.ts';
import type { AvailabilityRule, CalculationInput, CartFacts, DeliveryTimeInfo } from '../types.ts';
import type { Goods } from './product-lines.ts';

export interface Deliveries {
  deliveries: Array<Record<string, unknown>>;
  /** What the cart charges for shipping, in minor units. */
  shippingTotal: number;
  shippingTaxes: TaxBook;
  errors: CartError[];
}

export function processDeliveries(input: CalculationInput, goods: Goods): Deliveries {
  const physical = goods.physical;
  if (physical.length === 0) return { deliveries: [], shippingTotal: 0, shippingTaxes: new Map(), errors: [] };
  const method = input.shipping;
  const cost = shippingCost(input, goods);
  const allowed = method.active && ruleMatches(method.availability, goods.facts);
  const errors = shippingErrors(method, allowed, cost !== undefined, input.shippingLocation);
  const shippingTotal = cost ?? 0;
  const shippingTaxes = splitByRates(shippingTotal, mergeBooks(...physical.map((line) => line.taxes)), input.price.displayGross);
  const shippingCosts = priceStruct(shippingTotal, 1, shippingTotal, shippingTaxes, input.price.decimals);
  const delivery = {
    deliveryDate: deliveryWindow([...physical.map((line) => line.product.deliveryTime), method.deliveryTime], input.now),
    location: { country: input.locationCountryEntity, state: null, address: null, apiAlias: 'cart_delivery_shipping_location' },
    positions: physical.map((line) => ({
      identifier: line.item.id,
      quantity: line.item.quantity,
      price: line.json.price,
      deliveryDate: deliveryWindow([line.product.deliveryTime, method.deliveryTime], input.now),
      apiAlias: 'cart_delivery_position',
    })),
    shippingMethod: input.shippingMethodEntity,
    shippingCosts,
    apiAlias: 'cart_delivery',
  };
  return { deliveries: [delivery], shippingTotal, shippingTaxes, errors };
}

/** Minor units; 0 when every physical line ships free; undefined when no price range of the method fits the cart. */
export function shippingCost(input: CalculationInput, goods: Goods): number | undefined {
  if (goods.physical.every((line) => line.product.shippingFree)) return 0;
  const quantity = goods.physical.reduce((sum, line) => sum + line.item.quantity, 0);
  const range = input.shipping.prices.find((candidate) => {
    const value = candidate.calculation === 'quantity' ? quantity : goods.facts.goodsTotal;
    return value >= candidate.start && (candidate.end === null || value <= candidate.end);
  });
  if (!range) return undefined;
  const amounts = unitAmounts(range.price, input.price);
  return input.price.displayGross ? amounts.gross : amounts.net;
}

/** Whether a method's availability rule accepts the cart (the payment method's and the offered methods' too). */
export function ruleMatches(rule: AvailabilityRule, facts: CartFacts): boolean {
  if (rule.countries && rule.countries.length > 0 && !rule.countries.includes(facts.countryIso)) return false;
  if (rule.minCartTotal !== undefined && facts.goodsTotal < rule.minCartTotal) return false;
  if (rule.maxCartTotal !== undefined && facts.goodsTotal > rule.maxCartTotal) return false;
  if (rule.physicalOnly && !facts.hasPhysicalItems) return false;
  return true;
}

/**
 * The delivery's errors, in Shopware's order: a method the cart may not use, a method without a price for
 * this cart (an inactive one is reported once), a country that is not shipped to.
 */
function shippingErrors(
  method: { name: string; active: boolean },
  allowed: boolean,
  priced: boolean,
  location: { countryName: string; shippingAvailable: boolean },
): CartError[] {
  const errors: CartError[] = [];
  if (!allowed) errors.push(methodBlocked('shipping', method.name));
  if (!priced && method.active) errors.push(methodBlocked('shipping', method.name));
  if (!location.shippingAvailable) {
    const name = location.countryName;
    errors.push(cartError('shipping-address-blocked', `shipping-address-blocked-${name}`, LEVEL.error, true, `Shipping to ${name} is not possible.`, { name }));
  }
  return errors;
}

// When a delivery arrives: a window of dates from the delivery times of its products and of the
// shipping method. Parcels travel on business days, so a time in days (or weeks of five of them)
// counts Monday to Friday from the day after the order; hours and months count the calendar. Shopware
// adds calendar days instead — the storefront moves a weekend date of such a window to the Monday after.
const DAY = 86_400_000;
const HOUR = 3_600_000;

function isWeekend(date: Date): boolean {
  const day = date.getUTCDay();
  return day === 0 || day === 6;
}

/** `days` business days after `from` (the time of day kept); 0 is `from` itself, rolled to a business day. */
export function addBusinessDays(from: Date, days: number): Date {
  let date = new Date(from.getTime());
  while (isWeekend(date)) date = new Date(date.getTime() + DAY);
  for (let left = Math.max(0, Math.ceil(days)); left > 0;) {
    date = new Date(date.getTime() + DAY);
    if (!isWeekend(date)) left -= 1;
  }
  return date;
}

function after(now: Date, value: number, unit: string): Date {
  if (unit === 'hour') return new Date(now.getTime() + value * HOUR);
  if (unit === 'month') return new Date(now.getTime() + value * 30 * DAY);
  return addBusinessDays(now, unit === 'week' ? value * 5 : value);
}

const sameDay = (a: Date, b: Date) => a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);
const latestOf = (dates: Date[]) => new Date(Math.max(...dates.map((date) => date.getTime())));

/** The window of a delivery: its slowest part decides; without any delivery time 1–3 business days. */
export function deliveryWindow(times: ReadonlyArray<DeliveryTimeInfo | null>, now: Date) {
  const known = times.filter((time): time is DeliveryTimeInfo => time !== null);
  const earliest = known.length ? latestOf(known.map((time) => after(now, time.min, time.unit))) : addBusinessDays(now, 1);
  let latest = known.length ? latestOf(known.map((time) => after(now, time.max, time.unit))) : addBusinessDays(now, 3);
  if (latest < earliest) latest = earliest;
  if (sameDay(latest, earliest)) latest = addBusinessDays(latest, 1);
  return { earliest: earliest.toISOString(), latest: latest.toISOString(), apiAlias: 'cart_delivery_date' };
}
