import { describe, expect, it } from 'vitest';
import { formatDay } from './dates.ts';

describe('formatDay', () => {
  it("names the UTC day in the locale's words, medium or long", () => {
    expect(formatDay('2026-12-07T23:30:00+00:00', 'en-GB')).toBe('7 Dec 2026');
    expect(formatDay('2026-12-07T23:30:00+00:00', 'de-DE')).toBe('07.12.2026');
    expect(formatDay('2026-12-07T23:30:00+00:00', 'pl-PL', 'long')).toBe('7 grudnia 2026');
    // 00:30 in Berlin is still the 7th in UTC: the day does not depend on where the server or browser runs.
    expect(formatDay('2026-12-08T00:30:00+01:00', 'en-GB', 'long')).toBe('7 December 2026');
  });

  it('has no day for a date that is none', () => {
    expect(formatDay(null, 'en-GB')).toBeNull();
    expect(formatDay('', 'en-GB')).toBeNull();
    expect(formatDay('soon', 'en-GB')).toBeNull();
  });
});
