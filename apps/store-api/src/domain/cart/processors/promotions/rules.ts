// Promotions, step 2: the candidates in priority order, each admitted or refused — by an exclusion or "prevent
// combination" of one admitted before it, or by a condition the cart does not meet. A refused code
// promotion says why; a refused automatic one stays silent.
import { cartError, LEVEL, type CartError } from '../../cart-error.ts';
import type { CartFacts, PromotionDefinition } from '../../types.ts';

type Refusal = 'promotion-excluded' | 'promotion-not-eligible';

export interface Admission {
  promotion: PromotionDefinition;
  admitted: boolean;
  /** Why a code promotion was refused. */
  notice?: CartError;
}

export function admitPromotions(candidates: readonly PromotionDefinition[], facts: CartFacts, loggedIn: boolean): Admission[] {
  const admitted: PromotionDefinition[] = [];
  return [...candidates]
    .sort((a, b) => b.priority - a.priority)
    .map((promotion) => {
      const refusal = refusalOf(promotion, admitted, facts, loggedIn);
      if (!refusal) admitted.push(promotion);
      return refusal ? { promotion, admitted: false, notice: refusalNotice(refusal, promotion) } : { promotion, admitted: true };
    });
}

function refusalOf(promotion: PromotionDefinition, admitted: readonly PromotionDefinition[], facts: CartFacts, loggedIn: boolean): Refusal | undefined {
  const excluded =
    admitted.some((other) => other.preventCombination || other.exclusionIds.includes(promotion.id) || promotion.exclusionIds.includes(other.id)) ||
    (promotion.preventCombination && admitted.length > 0);
  if (excluded) return 'promotion-excluded';
  const { minCartTotal, loggedIn: needsLogin } = promotion.conditions;
  const eligible = (minCartTotal === undefined || facts.goodsTotal >= minCartTotal) && (!needsLogin || loggedIn);
  return eligible ? undefined : 'promotion-not-eligible';
}

function refusalNotice(refusal: Refusal, promotion: PromotionDefinition): CartError | undefined {
  if (!promotion.useCodes) return undefined;
  const message =
    refusal === 'promotion-excluded' ? `Promotion ${promotion.name} was excluded by another promotion.` : `Promotion ${promotion.name} not eligible for cart!`;
  return cartError(refusal, refusal, LEVEL.notice, false, message, { name: promotion.name });
}
