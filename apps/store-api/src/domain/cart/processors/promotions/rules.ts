// Promotions, step 2: whether a promotion may join those already applied (exclusions, "prevent
// combination") and whether the cart meets its conditions. A code promotion that is refused says why; an
// automatic one stays silent.
import type { CartFacts } from '../../availability.ts';
import { cartError, LEVEL, type CartError } from '../../cart-error.ts';
import type { PromotionDefinition } from '../../types.ts';

export type Refusal = 'promotion-excluded' | 'promotion-not-eligible';

/** Why `promotion` cannot be applied after `applied` (in priority order), if it cannot. */
export function refusalOf(promotion: PromotionDefinition, applied: readonly PromotionDefinition[], facts: CartFacts, loggedIn: boolean): Refusal | undefined {
  const excluded =
    applied.some((other) => other.preventCombination || other.exclusionIds.includes(promotion.id) || promotion.exclusionIds.includes(other.id)) ||
    (promotion.preventCombination && applied.length > 0);
  if (excluded) return 'promotion-excluded';
  const { minCartTotal, loggedIn: needsLogin } = promotion.conditions;
  const eligible = (minCartTotal === undefined || facts.goodsTotal >= minCartTotal) && (!needsLogin || loggedIn);
  return eligible ? undefined : 'promotion-not-eligible';
}

/** The notice for a refused code promotion; none for an automatic one. */
export function refusalNotice(refusal: Refusal, promotion: PromotionDefinition): CartError | undefined {
  if (!promotion.useCodes) return undefined;
  const message =
    refusal === 'promotion-excluded' ? `Promotion ${promotion.name} was excluded by another promotion.` : `Promotion ${promotion.name} not eligible for cart!`;
  return cartError(refusal, refusal, LEVEL.notice, false, message, { name: promotion.name });
}
