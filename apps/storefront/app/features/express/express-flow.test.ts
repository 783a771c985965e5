import { describe, expect, it } from 'vitest';
import { cartUndo, expressReturnUrl, expressReviewPath, readExpressReturn, stillApproved } from './express-flow.ts';

const PRODUCT = '0123456789abcdef0123456789abcdef';
const safe = (value: string | null) => (value && value.startsWith('/') && !value.startsWith('//') ? value : '/checkout/cart');
const route = new URL('https://shop.example/de-DE/checkout/express/return');

describe('express flow', () => {
  it('carries the press’s state through the wallet and back', () => {
    const url = expressReturnUrl(route, {
      wallet: 'payment_test_wallet',
      returnTo: '/de-DE/shirt/SW1',
      change: { productId: PRODUCT, before: 2 },
      approved: { value: 54.9, currency: 'EUR' },
    });
    // What the wallet adds on its way back.
    const back = new URL(url);
    back.searchParams.set('token', 'wallet_abc');
    expect(readExpressReturn(back, safe)).toEqual({
      wallet: 'payment_test_wallet',
      returnTo: '/de-DE/shirt/SW1',
      change: { productId: PRODUCT, before: 2 },
      approved: { value: 54.9, currency: 'EUR' },
      token: 'wallet_abc',
      cancelled: false,
    });
    back.searchParams.set('outcome', 'cancelled');
    expect(readExpressReturn(back, safe)?.cancelled).toBe(true);
  });

  it('refuses what a crafted link puts in', () => {
    expect(readExpressReturn(new URL('https://shop.example/r?wallet=<x>'), safe)).toBeNull();
    const crafted = readExpressReturn(new URL(`https://shop.example/r?wallet=w&returnTo=//evil.example&product=../x&before=-1&amount=1e9&currency=eur`), safe);
    expect(crafted).toMatchObject({ returnTo: '/checkout/cart', change: null, approved: null, token: null });
  });

  it('undoes only what the press changed', () => {
    expect(cartUndo({ productId: PRODUCT, before: 0 }, 1)).toEqual({ kind: 'remove' });
    expect(cartUndo({ productId: PRODUCT, before: 2 }, 3)).toEqual({ kind: 'quantity', quantity: 2 });
    expect(cartUndo({ productId: PRODUCT, before: 2 }, 2)).toBeNull();
    expect(cartUndo({ productId: PRODUCT, before: 0 }, null)).toBeNull();
    expect(cartUndo(null, 4)).toBeNull();
  });

  it('knows when the total is no longer the approved one', () => {
    expect(stillApproved({ value: 54.9, currency: 'EUR' }, 54.9, 'EUR')).toBe(true);
    expect(stillApproved({ value: 54.9, currency: 'EUR' }, 59.8, 'EUR')).toBe(false);
    expect(stillApproved({ value: 54.9, currency: 'EUR' }, 54.9, 'PLN')).toBe(false);
    expect(stillApproved(null, 54.9, 'EUR')).toBe(false);
  });

  it('keeps the review step’s address reloadable', () => {
    const path = expressReviewPath('/de-DE/checkout/express/review', {
      wallet: 'payment_test_wallet',
      returnTo: '/de-DE/checkout/cart',
      change: null,
      approved: { value: 10, currency: 'EUR' },
      token: 'wallet_abc',
      cancelled: false,
    });
    expect(path).toBe(
      '/de-DE/checkout/express/review?wallet=payment_test_wallet&token=wallet_abc&returnTo=%2Fde-DE%2Fcheckout%2Fcart&amount=10.00&currency=EUR',
    );
  });
});
