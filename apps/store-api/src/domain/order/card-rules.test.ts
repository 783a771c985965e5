import { describe, expect, it } from 'vitest';
import { checkCard } from './card-rules.ts';

const NOW = new Date('2026-11-28T12:00:00Z');

describe('demo gateway card checks', () => {
  it('gives each test card its outcome', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', expiry: '12/30', securityCode: '123' }, NOW)).toEqual({ ok: true, outcome: 'approve', last4: '4242' });
    expect(checkCard({ number: '4000000000000002', expiry: '01 / 2031', securityCode: '999' }, NOW)).toMatchObject({ ok: true, outcome: 'decline' });
    expect(checkCard({ number: '4000-0027-6000-3184', expiry: '1127', securityCode: '000' }, NOW)).toMatchObject({ ok: true, outcome: 'challenge' });
  });

  it('declines other valid numbers (test mode)', () => {
    expect(checkCard({ number: '5555555555554444', expiry: '12/30', securityCode: '123' }, NOW)).toMatchObject({ ok: true, outcome: 'decline' });
  });

  it('accepts the current month and refuses the past one', () => {
    expect(checkCard({ number: '4242424242424242', expiry: '11/26', securityCode: '123' }, NOW)).toMatchObject({ ok: true });
    expect(checkCard({ number: '4242424242424242', expiry: '10/26', securityCode: '123' }, NOW)).toEqual({ ok: false, problems: ['expiry_invalid'] });
  });

  it('names every problem at once', () => {
    expect(checkCard({ number: '4242424242424241', expiry: '13/30', securityCode: '12' }, NOW)).toEqual({
      ok: false,
      problems: ['card_number_invalid', 'expiry_invalid', 'security_code_invalid'],
    });
    expect(checkCard({ number: 42, expiry: null, securityCode: ['123'] }, NOW)).toMatchObject({ ok: false });
  });
});
