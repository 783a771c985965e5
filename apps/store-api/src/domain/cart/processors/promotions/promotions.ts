// The promotion processor (Shopware's PromotionProcessor), third: the candidates (step 1) admitted or
// refused in priority order (step 2); each discount of an admitted promotion (step 3) becomes a promotion
// line (step 4) and, for shipping, a negative delivery. Promotions need goods: with none, codes wait in
// the cart; with a goods total of zero, they are reported and not applied.
import { cartError, LEVEL, type CartError } from '../../cart-error.ts';
import type { CalculationInput } from '../../types.ts';
import type { Deliveries } from '../deliveries.ts';
import type { Goods } from '../product-lines.ts';
import { promotionCandidates } from './candidates.ts';
import { applyDiscount, type Discounting } from './discount.ts';
import type { PromotionLine } from './promotion-line.ts';
import { admitPromotions } from './rules.ts';

export interface Promotions {
  lines: PromotionLine[];
  /** The deliveries after shipping discounts (a negative delivery each; shipping total and taxes reduced). */
  shipping: Deliveries;
  addedCodes: string[];
  /** The discount line ids of this calculation (stored, so a discount is announced once). */
  discountIds: string[];
  errors: CartError[];
}

export function processPromotions(input: CalculationInput, goods: Goods, shipping: Deliveries): Promotions {
  const { candidates, addedCodes, errors } = promotionCandidates(input);
  const result: Promotions = { lines: [], shipping: { ...shipping, deliveries: [...shipping.deliveries] }, addedCodes, discountIds: [], errors };
  if (goods.lines.length === 0 || candidates.length === 0) return result;
  if (goods.total <= 0) {
    const promotions = candidates.map((promotion) => promotion.name);
    const message = 'Promotions cannot be applied to a cart with a total of zero.';
    errors.push(cartError('promotions-on-cart-price-zero-error', 'promotions-on-cart-price-zero-error', LEVEL.notice, false, message, { promotions }));
    return result;
  }
  const state: Discounting = { ...result, remainingGoods: goods.total };
  for (const { promotion, admitted, notice } of admitPromotions(candidates, goods.facts, input.loggedIn)) {
    if (notice) errors.push(notice);
    if (admitted) for (const discount of promotion.discounts) applyDiscount(state, input, goods, promotion, discount);
  }
  return { ...result, shipping: state.shipping };
}
