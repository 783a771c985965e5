import { describe, expect, it } from 'vitest';
import { cartFixture, engineCartFixture, engineDownloadCartFixture } from '../../../test/fixtures.ts';
import { i18nFor } from '../../i18n/i18n.ts';
import type { Locale } from '../../i18n/locales.ts';
import { cartErrorsOf, cartMessages, messageForCartError, notificationTypeForLevel, type CartErrorEntry } from './cart-errors.ts';

const entry = (messageKey: string, parameters: Record<string, unknown> = {}, level = 10): CartErrorEntry => ({
  key: messageKey,
  messageKey,
  level,
  parameters,
});
const text = (error: CartErrorEntry, locale: Locale = 'en-GB') => {
  const message = messageForCartError(error);
  return message ? i18nFor(locale).t(message.key, message.params ?? {}) : null;
};

describe('cart.errors → messages (docs/product-rules.md §8)', () => {
  it.each([
    ['product-stock-reached', { name: 'Cushion', quantity: 9 }, 'The product Cushion is only available 9 times.'],
    ['product-stock-reached', { name: 'Cushion', quantity: 0 }, 'The selected variant is not available in the requested quantity.'],
    ['product-out-of-stock', { name: 'Cushion' }, 'The product Cushion is out of stock.'],
    ['purchase-steps-quantity', { name: 'Gel', quantity: 4 }, 'The quantity of Gel was adjusted to its purchase steps.'],
    ['min-order-quantity', { name: 'Plates', quantity: 2 }, 'The quantity of Plates was raised to its minimum order quantity.'],
    ['product-not-found', { id: 'AI404' }, 'Product AI404 not found.'],
    ['promotions-on-cart-price-zero-error', { promotions: ['X'] }, 'Promotions were excluded because the cart total is zero.'],
    ['shipping-method-blocked', { name: 'Express' }, 'The shipping method Express is not available.'],
    ['payment-method-blocked', { name: 'Invoice' }, 'The payment method Invoice is not available.'],
    [
      'shipping-method-changed',
      { oldShippingMethodName: 'Express', newShippingMethodName: 'Standard' },
      'The shipping method Express was changed to Standard.',
    ],
    ['payment-method-changed', { oldPaymentMethodName: 'Card', newPaymentMethodName: 'Invoice' }, 'The payment method Card was changed to Invoice.'],
    ['promotion-not-found', { code: 'NOPE' }, 'The promotion code NOPE could not be found.'],
    ['promotion-excluded', { name: 'Summer' }, 'The promotion Summer cannot be combined with other promotions.'],
    ['auto-promotion-not-found', { name: 'Big basket' }, 'The automatic promotion Big basket is no longer valid.'],
    ['shipping-address-blocked', { name: 'Narnia' }, 'Delivery to the selected shipping address is not possible.'],
    ['shipping-address-invalid', {}, 'The shipping address is invalid.'],
    ['billing-address-blocked', { name: 'Narnia' }, 'The selected billing address cannot be used.'],
    ['billing-address-invalid', {}, 'The billing address is invalid.'],
    ['salutation-missing-billing-address', { addressId: 'a' }, 'Please choose a salutation.'],
  ])('%s %j', (messageKey, parameters, expected) => {
    expect(text(entry(messageKey, parameters))).toBe(expected);
  });

  it('prefers the code the shopper typed and product numbers the caller knows', () => {
    const notEligible = messageForCartError(entry('promotion-not-eligible', { name: '10% welcome discount' }, 0), { code: 'WELCOME10' });
    expect(notEligible).toEqual({ key: 'messages.promotionNotEligible', params: { code: 'WELCOME10' }, type: 'info' });
    const notFound = messageForCartError(entry('product-not-found', { id: 'abc' }, 20), { productNumbers: new Map([['abc', 'AI10001']]) });
    expect(notFound?.params).toEqual({ number: 'AI10001' });
  });

  it('translates into Polish and German', () => {
    expect(text(entry('product-stock-reached', { name: 'Poduszka', quantity: 9 }), 'pl-PL')).toBe('Produkt Poduszka jest dostępny tylko w liczbie 9 szt.');
    expect(text(entry('product-stock-reached', { name: 'Kissen', quantity: 9 }), 'de-DE')).toBe('Das Produkt Kissen ist nur 9-mal verfügbar.');
  });

  it('maps levels to notification types and stays silent about added discounts', () => {
    expect(notificationTypeForLevel(0)).toBe('info');
    expect(notificationTypeForLevel(10)).toBe('warning');
    expect(notificationTypeForLevel(20)).toBe('danger');
    expect(messageForCartError(entry('promotion-discount-added', { name: 'X' }, 0))).toBeNull();
    expect(messageForCartError(entry('brand-new-error', {}, 20))).toEqual({ key: 'messages.default', type: 'danger' });
    expect(messageForCartError(entry('brand-new-notice', {}, 0))).toBeNull();
  });

  it('reads the errors map of real carts, and [] as no errors', () => {
    expect(cartErrorsOf([])).toEqual([]);
    expect(cartErrorsOf(null)).toEqual([]);
    expect(cartErrorsOf({ junk: 'x', other: { level: 0 } })).toEqual([]);
    expect(cartMessages(cartFixture.errors)).toEqual([]);
    expect(cartMessages(engineCartFixture.errors)).toEqual([
      { key: 'messages.stockOnlyAvailable', params: { name: 'Decorative cotton cushion cover', quantity: 9 }, type: 'warning' },
    ]);
    expect(cartMessages(engineDownloadCartFixture.errors)).toEqual([{ key: 'messages.promotionNotFound', params: { code: 'NOPE42' }, type: 'danger' }]);
  });

  it('reports the same message once', () => {
    const twice = {
      a: { ...entry('shipping-method-blocked', { name: 'Express' }) },
      b: { ...entry('shipping-method-blocked', { name: 'Express' }), key: 'b' },
    };
    expect(cartMessages(twice)).toHaveLength(1);
  });
});
