import { describe, expect, it } from 'vitest';
import { shopReturnUrl, testPayerFor, walletPayerOf, walletPays, withWalletToken } from './wallet-rules.ts';

const SHOP = new Set(['https://shop.example', 'http://localhost:3000']);

describe('Test wallet rules', () => {
  it('hands back the test payer of the shop’s country, else the German one', () => {
    expect(testPayerFor('PL')).toMatchObject({ city: 'Warszawa', countryIso: 'PL' });
    expect(testPayerFor('FR')).toMatchObject({ city: 'Berlin', countryIso: 'DE' });
    expect(testPayerFor(undefined).countryIso).toBe('DE');
  });

  it('reads a stored payer only when every field is there', () => {
    expect(walletPayerOf(testPayerFor('DE'))).toEqual(testPayerFor('DE'));
    expect(walletPayerOf({ ...testPayerFor('DE'), email: '' })).toBeNull();
    expect(walletPayerOf(null)).toBeNull();
  });

  it('returns the shopper only to the shop’s own origins', () => {
    expect(shopReturnUrl('https://shop.example/de-DE/checkout/express/return?x=1', SHOP)).toBe('https://shop.example/de-DE/checkout/express/return?x=1');
    expect(shopReturnUrl('https://evil.example/return', SHOP)).toBeNull();
    expect(shopReturnUrl('https://shop.example.evil.example/', SHOP)).toBeNull();
    expect(shopReturnUrl('javascript:alert(1)', SHOP)).toBeNull();
    expect(shopReturnUrl('/relative', SHOP)).toBeNull();
    expect(shopReturnUrl(42, SHOP)).toBeNull();
  });

  it('adds the token (and a cancellation) to the return address', () => {
    expect(withWalletToken('https://shop.example/r?from=cart', 'wallet_x')).toBe('https://shop.example/r?from=cart&token=wallet_x');
    expect(withWalletToken('https://shop.example/r', 'wallet_x', 'cancelled')).toBe('https://shop.example/r?token=wallet_x&outcome=cancelled');
  });

  describe('pays only the order it was made for', () => {
    const binding = { salesChannelId: 'sc', customerId: 'c1', amount: 54.9, currency: 'EUR' };
    const order = { salesChannelId: 'sc', customerId: 'c1', amount: 54.9, currency: 'EUR' };
    it('same shop, customer, currency and amount to the cent', () => {
      expect(walletPays(binding, order)).toBe(true);
      expect(walletPays(binding, { ...order, amount: 54.901 })).toBe(true);
    });
    it.each([
      ['another shop', { salesChannelId: 'other' }],
      ['another customer', { customerId: 'c2' }],
      ['another currency', { currency: 'PLN' }],
      ['another amount', { amount: 59.8 }],
    ])('not %s', (_name, change) => {
      expect(walletPays(binding, { ...order, ...change })).toBe(false);
    });
    it('not before a customer was bound (never prepared)', () => {
      expect(walletPays({ ...binding, customerId: null }, { ...order, customerId: null })).toBe(false);
    });
  });
});
