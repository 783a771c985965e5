// The delivery processor (Shopware's DeliveryProcessor), second: the physical lines travel as one delivery
// with the chosen shipping method; its cost comes from the method's price range for the cart (by goods
// total or quantity), split over the goods' tax rates. A cart of downloads only has no delivery.
import { unitAmounts } from '../../pricing/product-price.ts';
import { ruleMatches } from '../availability.ts';
import { shippingErrors, type CartError } from '../cart-error.ts';
import { deliveryWindow } from '../delivery-dates.ts';
import { mergeBooks, priceStruct, splitByRates, type TaxBook } from '../taxes.ts';
import type { CalculationInput } from '../types.ts';
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
