import { describe, expect, it } from 'vitest';
import { addBusinessDays, deliveryWindow } from './delivery-dates.ts';

const days = (min: number, max: number, unit = 'day') => ({ id: 'x', name: '', min, max, unit });
const date = (iso: string) => iso.slice(0, 10);

describe('delivery dates', () => {
  it('counts business days: Friday plus one is Monday, a weekend start rolls to Monday first', () => {
    expect(date(addBusinessDays(new Date('2026-12-04T10:00:00Z'), 1).toISOString())).toBe('2026-12-07');
    expect(date(addBusinessDays(new Date('2026-12-05T10:00:00Z'), 0).toISOString())).toBe('2026-12-07');
    expect(date(addBusinessDays(new Date('2026-12-05T10:00:00Z'), 2).toISOString())).toBe('2026-12-09');
    expect(date(addBusinessDays(new Date('2026-12-07T10:00:00Z'), 3).toISOString())).toBe('2026-12-10');
  });

  it('takes the slowest of product and method, weeks as five business days', () => {
    const monday = new Date('2026-12-07T10:00:00Z');
    const window = deliveryWindow([days(1, 3), days(2, 2)], monday);
    expect([date(window.earliest), date(window.latest)]).toEqual(['2026-12-09', '2026-12-10']);
    const weeks = deliveryWindow([days(1, 2, 'week')], monday);
    expect([date(weeks.earliest), date(weeks.latest)]).toEqual(['2026-12-14', '2026-12-21']);
  });

  it('never gives a one-day window and falls back to 1–3 business days', () => {
    const friday = new Date('2026-12-04T10:00:00Z');
    const same = deliveryWindow([days(1, 1)], friday);
    expect([date(same.earliest), date(same.latest)]).toEqual(['2026-12-07', '2026-12-08']);
    const none = deliveryWindow([null], friday);
    expect([date(none.earliest), date(none.latest)]).toEqual(['2026-12-07', '2026-12-09']);
  });
});
