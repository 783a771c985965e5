import { describe, expect, it } from 'vitest';
import { isCustomerSession, isGuestSession, isLoggedIn, registrationLogsIn } from './customer.ts';

describe('session rules', () => {
  it('counts only active, non-guest customers with an id as logged in', () => {
    expect(isLoggedIn({ id: 'a', active: true, guest: false })).toBe(true);
    expect(isLoggedIn({ id: 'a', active: false, guest: false })).toBe(false);
    expect(isLoggedIn({ id: 'a', active: true, guest: true })).toBe(false);
    expect(isLoggedIn({ active: true })).toBe(false);
    expect(isLoggedIn(null)).toBe(false);
  });

  it('tells customer and guest sessions apart', () => {
    expect(isCustomerSession({ id: 'a', active: false })).toBe(true);
    expect(isCustomerSession({ id: 'a', guest: true })).toBe(false);
    expect(isGuestSession({ id: 'a', guest: true })).toBe(true);
    expect(isGuestSession(undefined)).toBe(false);
  });

  it('logs in after registration only without a pending double opt-in', () => {
    expect(registrationLogsIn({ active: true, doubleOptInRegistration: false })).toBe(true);
    expect(registrationLogsIn({ active: false, doubleOptInRegistration: true })).toBe(false);
    expect(registrationLogsIn({ active: true, doubleOptInRegistration: true })).toBe(false);
  });
});
