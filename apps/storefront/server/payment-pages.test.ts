import { describe, expect, it } from 'vitest';
import { isPaymentPage } from './payment-pages.ts';

describe('payment pages', () => {
  it('are the checkout, the order result pages and the account’s orders, in every locale', () => {
    for (const path of [
      '/checkout',
      '/pl-PL/checkout',
      '/checkout/success/abc/unpaid',
      '/testde/checkout/success/abc',
      '/account/order',
      '/de-DE/account/order/Xy12',
    ])
      expect(isPaymentPage(path)).toBe(true);
  });

  it('are not the cart, the catalogue or anything else', () => {
    for (const path of [
      '/',
      '/checkout/cart',
      '/pl-PL/checkout/cart',
      '/checkout/payment',
      '/account',
      '/account/profile',
      '/shoes/checkout/x',
      '/a/b/checkout',
    ])
      expect(isPaymentPage(path)).toBe(false);
  });
});
