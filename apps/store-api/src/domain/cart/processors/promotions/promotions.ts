// The promotion processor (Shopware's PromotionProcessor), third: the candidates (step 1) in priority order,
// each refused or applied (step 2); an applied promotion's discounts (step 3) become promotion lines
// (step 4) and, for shipping discounts, a negative delivery. Promotions need goods: with none, codes wait
// in the cart; with a goods total of zero, they are reported and not applied.
import { cartError, LEVEL, type CartError } from '../../cart-error.ts';
import { mergeBooks, priceStruct, splitByRates } from '../../taxes.ts';
import type { CalculationInput, PromotionDefinition } from '../../types.ts';
import type { Deliveries } from '../deliveries.ts';
import type { Goods } from '../product-lines.ts';
import { promotionCandidates } from './candidates.ts';
import { discountAmount, type Discount } from './discount.ts';
import { promotionLine, type PromotionLine } from './promotion-line.ts';
import { refusalNotice, refusalOf } from './rules.ts';

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
  const result: Promotions = { lines: [], shipping, addedCodes, discountIds: [], errors };
  if (goods.lines.length === 0 || candidates.length === 0) return result;
  if (goods.total <= 0) {
    errors.push(
      cartError(
        'promotions-on-cart-price-zero-error',
        'promotions-on-cart-price-zero-error',
        LEVEL.notice,
        false,
        'Promotions cannot be applied to a cart with a total of zero.',
        {
          promotions: candidates.map((promotion) => promotion.name),
        },
      ),
    );
    return result;
  }
  return applyPromotions(input, goods, candidates, result);
}

function applyPromotions(input: CalculationInput, goods: Goods, candidates: PromotionDefinition[], result: Promotions): Promotions {
  const applied: PromotionDefinition[] = [];
  const state: Applying = { result: { ...result, shipping: { ...result.shipping, deliveries: [...result.shipping.deliveries] } }, remainingGoods: goods.total };
  for (const promotion of [...candidates].sort((a, b) => b.priority - a.priority)) {
    const refusal = refusalOf(promotion, applied, goods.facts, input.loggedIn);
    if (refusal) {
      const notice = refusalNotice(refusal, promotion);
      if (notice) state.result.errors.push(notice);
      continue;
    }
    applied.push(promotion);
    for (const discount of promotion.discounts) applyDiscount(state, input, goods, promotion, discount);
  }
  return state.result;
}

interface Applying {
  result: Promotions;
  /** The goods total not yet discounted (minor units): percentages apply to what earlier discounts left. */
  remainingGoods: number;
}

function applyDiscount(state: Applying, input: CalculationInput, goods: Goods, promotion: PromotionDefinition, discount: Discount): void {
  const { result } = state;
  const shipping = result.shipping;
  const amount = discountAmount(discount, state.remainingGoods, shipping.shippingTotal, input.price.currencyFactor);
  if (amount <= 0) return;
  const onDelivery = discount.scope === 'delivery';
  const taxes = splitByRates(-amount, onDelivery ? shipping.shippingTaxes : goods.taxWeights, input.price.displayGross);
  if (onDelivery) {
    shipping.deliveries.push({
      ...(shipping.deliveries[0] ?? {}),
      positions: [],
      shippingCosts: priceStruct(-amount, 1, -amount, taxes, input.price.decimals),
    });
    shipping.shippingTotal -= amount;
  } else {
    state.remainingGoods -= amount;
  }
  result.discountIds.push(discount.id);
  if (!(input.data.discountIds ?? []).includes(discount.id)) result.errors.push(discountAdded(promotion, discount));
  result.lines.push(promotionLine(promotion, discount, amount, taxes, goods, input.price.decimals));
  if (onDelivery) shipping.shippingTaxes = mergeBooks(shipping.shippingTaxes, taxes);
}

function discountAdded(promotion: PromotionDefinition, discount: Discount): CartError {
  return cartError('promotion-discount-added', `promotion-discount-added-${discount.id}`, LEVEL.notice, false, `Discount ${promotion.name} has been added`, {
    name: promotion.name,
    discountLineItemId: discount.id,
  });
}
