import { describe, expect, it } from 'vitest';
import { deliveryDays, formatDeliveryDays } from './delivery-window.ts';

// Intl puts thin and no-break spaces around dashes and before units: compared as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('delivery window', () => {
  it('reads the dates of the instants and moves a weekend date to the Monday after', () => {
    expect(deliveryDays('2026-12-08T10:00:00+00:00', '2026-12-10T10:00:00+00:00')).toEqual({ from: '2026-12-08', to: '2026-12-10' });
    // Saturday and Sunday (calendar days, as Shopware counts) arrive on Monday.
    expect(deliveryDays('2026-12-12T10:00:00Z', '2026-12-13T10:00:00Z')).toEqual({ from: '2026-12-14', to: '2026-12-14' });
    expect(deliveryDays('2026-12-11T10:00:00Z', '2026-12-13T10:00:00Z')).toEqual({ from: '2026-12-11', to: '2026-12-14' });
  });

  it('takes a missing latest as the earliest and gives nothing without dates', () => {
    expect(deliveryDays('2026-12-08T10:00:00Z', undefined)).toEqual({ from: '2026-12-08', to: '2026-12-08' });
    expect(deliveryDays(undefined, '2026-12-08T10:00:00Z')).toBeNull();
    expect(deliveryDays('soon', 'later')).toBeNull();
  });

  it("writes the window in the market's own date format", () => {
    const days = { from: '2026-12-08', to: '2026-12-10' };
    expect(plain(formatDeliveryDays(days, 'en-GB'))).toBe('Tue 8 Dec – Thu 10 Dec');
    expect(plain(formatDeliveryDays(days, 'de-DE'))).toBe('Di., 8. – Do., 10. Dez.');
    expect(plain(formatDeliveryDays(days, 'pl-PL'))).toBe('wt., 8 gru–czw., 10 gru');
    expect(plain(formatDeliveryDays({ from: '2026-12-08', to: '2026-12-08' }, 'en-GB'))).toBe('Tue 8 Dec');
    expect(plain(formatDeliveryDays({ from: '2026-12-30', to: '2027-01-04' }, 'en-GB'))).toBe('Wed, 30 Dec 2026 – Mon, 4 Jan 2027');
  });
});
