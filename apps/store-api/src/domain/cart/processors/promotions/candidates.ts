// Promotions, step 1: which promotions the cart asks for — those of its codes (an unknown code is reported
// and dropped) and the automatic ones the shopper has not removed — each once, codes first.
import { cartError, LEVEL, type CartError } from '../../cart-error.ts';
import type { CalculationInput, PromotionDefinition } from '../../types.ts';

export interface Candidates {
  candidates: PromotionDefinition[];
  /** The cart's codes without the unknown ones. */
  addedCodes: string[];
  errors: CartError[];
}

export function promotionCandidates(input: CalculationInput): Candidates {
  const errors: CartError[] = [];
  let addedCodes = [...input.data.addedCodes];
  const candidates: PromotionDefinition[] = [];
  const known = (promotion: PromotionDefinition) => candidates.some((candidate) => candidate.id === promotion.id);
  for (const code of input.data.addedCodes) {
    const promotion = input.codePromotions.get(code.toLowerCase());
    if (!promotion) {
      errors.push(cartError('promotion-not-found', 'promotion-not-found', LEVEL.error, false, `Promotion with code ${code} not found!`, { code }));
      addedCodes = addedCodes.filter((added) => added !== code);
    } else if (!known(promotion)) {
      candidates.push(promotion);
    }
  }
  for (const promotion of input.automaticPromotions) {
    if (!input.data.blockedPromotionIds.includes(promotion.id) && !known(promotion)) candidates.push(promotion);
  }
  return { candidates, addedCodes, errors };
}
