// Promotions, step 3: how much one discount takes, in minor units — a percentage of the goods still
// undiscounted (capped by its maximum) or of the shipping costs, or a fixed amount in the cart's currency,
// never more than what it discounts.
import { multiply, toMinor } from '../../../pricing/money.ts';
import type { PromotionDefinition } from '../../types.ts';

export type Discount = PromotionDefinition['discounts'][number];

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
