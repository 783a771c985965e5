import { describe, expect, it } from 'vitest';
import { cartInput, promotion } from '../../../../../test/support/cart-input.ts';
import { promotionCandidates } from './candidates.ts';

describe('promotion candidates', () => {
  it('takes the promotions of known codes once, then the automatic ones not removed by the shopper', () => {
    const ten = promotion();
    const auto = promotion({ id: 'auto', code: null, useCodes: false });
    const removed = promotion({ id: 'removed', code: null, useCodes: false });
    const result = promotionCandidates(
      cartInput({
        data: { items: [], addedCodes: ['TEN', 'ten'], blockedPromotionIds: ['removed'] },
        codePromotions: new Map([['ten', ten]]),
        automaticPromotions: [ten, auto, removed],
      }),
    );
    expect(result.candidates.map((candidate) => candidate.id)).toEqual(['promo', 'auto']);
    expect(result.addedCodes).toEqual(['TEN', 'ten']);
    expect(result.errors).toEqual([]);
  });

  it('reports an unknown code and drops it from the cart', () => {
    const result = promotionCandidates(
      cartInput({ data: { items: [], addedCodes: ['NOPE', 'TEN'], blockedPromotionIds: [] }, codePromotions: new Map([['ten', promotion()]]) }),
    );
    expect(result.addedCodes).toEqual(['TEN']);
    expect(result.candidates.map((candidate) => candidate.id)).toEqual(['promo']);
    expect(result.errors.map((error) => [error.messageKey, error.block, error.parameters])).toEqual([['promotion-not-found', false, { code: 'NOPE' }]]);
  });
});
