import { describe, expect, it } from 'vitest';
import { promotion } from '../../../../../test/support/cart-input.ts';
import { admitPromotions } from './rules.ts';

const facts = { countryIso: 'DE', goodsTotal: 40, hasPhysicalItems: true };
const outcome = (admissions: ReturnType<typeof admitPromotions>) =>
  admissions.map(({ promotion: admitted, admitted: yes, notice }) => [admitted.id, yes, notice?.messageKey]);

describe('admitting promotions', () => {
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
