// Promotions, step 3: one discount of an admitted promotion — how much it takes (a percentage of the goods
// still undiscounted, capped by its maximum, or of the shipping costs; or a fixed amount in the cart's
// currency; never more than what it discounts), its taxes split like what it discounts, and the line
// (step 4) and, for shipping, the negative delivery it adds.
import { multiply, toMinor } from '../../../pricing/money.ts';
import { cartError, LEVEL, type CartError } from '../../cart-error.ts';
import { mergeBooks, priceStruct, splitByRates } from '../../taxes.ts';
import type { CalculationInput, PromotionDefinition } from '../../types.ts';
import type { Goods } from '../product-lines.ts';
import type { Deliveries } from '../deliveries.ts';
import { promotionLine, type PromotionLine } from './promotion-line.ts';

export type Discount = PromotionDefinition['discounts'][number];

/** What the discounts so far made, and the goods total they left (minor units): percentages take from that. */
export interface Discounting {
  lines: PromotionLine[];
  shipping: Deliveries;
  discountIds: string[];
  errors: CartError[];
  remainingGoods: number;
}

export function applyDiscount(state: Discounting, input: CalculationInput, goods: Goods, promotion: PromotionDefinition, discount: Discount): void {
  const shipping = state.shipping;
  const amount = discountAmount(discount, state.remainingGoods, shipping.shippingTotal, input.price.currencyFactor);
  if (amount <= 0) return;
  state.discountIds.push(discount.id);
  // A discount is announced once: the ids of the last calculation are stored with the cart.
  if (!(input.data.discountIds ?? []).includes(discount.id)) {
    state.errors.push(
      cartError('promotion-discount-added', `promotion-discount-added-${discount.id}`, LEVEL.notice, false, `Discount ${promotion.name} has been added`, {
        name: promotion.name,
        discountLineItemId: discount.id,
      }),
    );
  }
  const onDelivery = discount.scope === 'delivery';
  const taxes = splitByRates(-amount, onDelivery ? shipping.shippingTaxes : goods.taxWeights, input.price.displayGross);
  if (onDelivery) {
    shipping.deliveries.push({
      ...(shipping.deliveries[0] ?? {}),
      positions: [],
      shippingCosts: priceStruct(-amount, 1, -amount, taxes, input.price.decimals),
    });
    shipping.shippingTotal -= amount;
    shipping.shippingTaxes = mergeBooks(shipping.shippingTaxes, taxes);
  } else {
    state.remainingGoods -= amount;
  }
  state.lines.push(promotionLine(promotion, discount, amount, taxes, goods, input.price.decimals));
}

/** `remainingGoods` and `shippingTotal` in minor units; `currencyFactor` converts fixed values from the default currency. */
export function discountAmount(discount: Discount, remainingGoods: number, shippingTotal: number, currencyFactor: number | string): number {
  const fixed = (value: number) => multiply(toMinor(String(value)), currencyFactor);
  if (discount.scope === 'delivery') {
    return Math.min(shippingTotal, discount.type === 'percentage' ? Math.round((shippingTotal * discount.value) / 100) : fixed(discount.value));
  }
  if (discount.type === 'percentage') {
    const amount = Math.round((remainingGoods * discount.value) / 100);
    return discount.maxValue === undefined ? amount : Math.min(amount, fixed(discount.maxValue));
  }
  return Math.min(fixed(discount.value), remainingGoods);
}
