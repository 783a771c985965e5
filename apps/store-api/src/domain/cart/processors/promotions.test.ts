import { describe, expect, it } from 'vitest';
import { cartInput, promotion } from '../../../../test/support/cart-input.ts';
import type { CalculationInput } from '../types.ts';
import { processDeliveries } from './deliveries.ts';
import { goodsOf, processProductLines } from './product-lines.ts';
import { admitPromotions, discountAmount, processPromotions, promotionCandidates, type Discount } from './promotions.ts';

function run(input: CalculationInput) {
  const goods = goodsOf(processProductLines(input).lines, input);
  return processPromotions(input, goods, processDeliveries(input, goods));
}

describe('the promotion processor', () => {
  it('applies a discount as a promotion line composed over the product lines, announced once', () => {
    const input = cartInput({ codePromotions: new Map([['ten', promotion()]]), data: { ...cartInput().data, addedCodes: ['TEN'] } });
    const first = run(input);
    expect(first.lines.map((line) => [line.total, line.json.payload])).toEqual([
      [-200, expect.objectContaining({ composition: [{ id: 'p1', quantity: 2, discount: 2 }], promotionCodeType: 'fixed' })],
    ]);
    expect(first.discountIds).toEqual(['disc']);
    expect(first.errors.map((error) => error.messageKey)).toEqual(['promotion-discount-added']);
    expect(run({ ...input, data: { ...input.data, discountIds: ['disc'] } }).errors).toEqual([]);
  });

  it('turns a shipping discount into a negative delivery and lowers the shipping total', () => {
    const shipFree = promotion({ discounts: [{ id: 'ship', scope: 'delivery', type: 'percentage', value: 100 }] });
    const result = run(cartInput({ automaticPromotions: [{ ...shipFree, useCodes: false, code: null }] }));
    expect(result.shipping.shippingTotal).toBe(0);
    expect(result.shipping.deliveries.map((delivery) => (delivery.shippingCosts as { totalPrice: number }).totalPrice)).toEqual([4.9, -4.9]);
    expect(result.lines.map((line) => line.total)).toEqual([0]);
  });

  it('leaves the deliveries it was given as they were', () => {
    const input = cartInput({ automaticPromotions: [promotion({ discounts: [{ id: 'ship', scope: 'delivery', type: 'absolute', value: 1 }] })] });
    const goods = goodsOf(processProductLines(input).lines, input);
    const shipping = processDeliveries(input, goods);
    processPromotions(input, goods, shipping);
    expect([shipping.deliveries.length, shipping.shippingTotal]).toEqual([1, 490]);
  });

  it('waits with codes while the cart has no goods, and reports promotions on a cart worth nothing', () => {
    const waiting = run(cartInput({ data: { items: [], addedCodes: ['TEN'], blockedPromotionIds: [] }, codePromotions: new Map([['ten', promotion()]]) }));
    expect([waiting.addedCodes, waiting.errors, waiting.lines]).toEqual([['TEN'], [], []]);
    const worthless = cartInput({ automaticPromotions: [promotion()] });
    worthless.products.set('p1', { ...worthless.products.get('p1')!, price: { eur: { gross: '0.00', net: '0.00' } } });
    expect(run(worthless).errors.map((error) => error.messageKey)).toEqual(['promotions-on-cart-price-zero-error']);
  });
});

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

describe('admitting promotions', () => {
  const facts = { countryIso: 'DE', goodsTotal: 40, hasPhysicalItems: true };
  const outcome = (admissions: ReturnType<typeof admitPromotions>) =>
    admissions.map(({ promotion: admitted, admitted: yes, notice }) => [admitted.id, yes, notice?.messageKey]);

  it('decides in priority order: one that prevents combination keeps the later ones out', () => {
    const alone = promotion({ id: 'alone', priority: 2, preventCombination: true });
    const other = promotion({ id: 'other', priority: 1 });
    expect(outcome(admitPromotions([other, alone], facts, false))).toEqual([
      ['alone', true, undefined],
      ['other', false, 'promotion-excluded'],
    ]);
  });

  it('keeps out a promotion excluded by an admitted one, either way round', () => {
    const first = promotion({ id: 'first', priority: 2, exclusionIds: ['second'] });
    const second = promotion({ id: 'second', priority: 1 });
    expect(outcome(admitPromotions([first, second], facts, false)).map(([, yes]) => yes)).toEqual([true, false]);
    const third = promotion({ id: 'third', priority: 1, exclusionIds: ['fourth'] });
    const fourth = promotion({ id: 'fourth', priority: 2 });
    expect(outcome(admitPromotions([third, fourth], facts, false)).map(([id, yes]) => [id, yes])).toEqual([
      ['fourth', true],
      ['third', false],
    ]);
  });

  it('refuses a promotion whose conditions the cart does not meet; only a code promotion says so', () => {
    const minimum = promotion({ id: 'minimum', conditions: { minCartTotal: 50 } });
    const members = promotion({ id: 'members', useCodes: false, code: null, conditions: { loggedIn: true } });
    expect(outcome(admitPromotions([minimum, members], facts, false))).toEqual([
      ['minimum', false, 'promotion-not-eligible'],
      ['members', false, undefined],
    ]);
    expect(outcome(admitPromotions([members], facts, true))).toEqual([['members', true, undefined]]);
  });
});

describe('a discount amount in minor units', () => {
  const discount = (overrides: Partial<Discount>): Discount => ({ id: 'd', scope: 'cart', type: 'percentage', value: 10, ...overrides });

  it('takes a percentage of the goods left, rounded half away from zero, capped by its maximum', () => {
    expect(discountAmount(discount({}), 2005, 490, 1)).toBe(201);
    expect(discountAmount(discount({ value: 50, maxValue: 5 }), 2000, 490, 1)).toBe(500);
  });

  it('converts a fixed amount by the currency factor and never takes more than the goods', () => {
    expect(discountAmount(discount({ type: 'absolute', value: 5 }), 2000, 490, '1.5')).toBe(750);
    expect(discountAmount(discount({ type: 'absolute', value: 50 }), 2000, 490, 1)).toBe(2000);
  });

  it('discounts shipping up to its cost', () => {
    expect(discountAmount(discount({ scope: 'delivery', value: 100 }), 2000, 490, 1)).toBe(490);
    expect(discountAmount(discount({ scope: 'delivery', type: 'absolute', value: 10 }), 2000, 490, 1)).toBe(490);
    expect(discountAmount(discount({ scope: 'delivery' }), 2000, 0, 1)).toBe(0);
  });
});
