import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../i18n/i18n.ts';
import { messageForApiError, type MessageDescriptor } from './error-messages.ts';

const t = (message: MessageDescriptor, locale: 'en-GB' | 'pl-PL' | 'de-DE' = 'en-GB') => i18nFor(locale).t(message.key, message.params);

describe('Store API error → message', () => {
  it('maps the documented codes to their messages', () => {
    expect(t(messageForApiError(401, { code: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS' }))).toBe('Invalid username and/or password.');
    expect(t(messageForApiError(401, { code: 'login_no_matching_customer_internal' }))).toBe('Invalid username and/or password.');
    expect(t(messageForApiError(412, { code: 'CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED' }))).toBe(
      'Either the email address has already been confirmed or the URL is invalid.',
    );
    expect(t(messageForApiError(400, { code: 'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT' }))).toBe('Password incorrect');
    expect(messageForApiError(400, { code: 'FRAMEWORK__INVALID_UUID' }).key).toBe('messages.paymentMethodNotFound');
    expect(messageForApiError(400, { code: 'CHECKOUT__UNKNOWN_PAYMENT_METHOD' }).key).toBe('messages.paymentMethodNotFound');
    expect(messageForApiError(400, { code: 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY' }).key).toBe('messages.invalidLineItemQuantity');
    expect(messageForApiError(503, { code: 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE' }).key).toBe('messages.maintenance');
  });

  it('fills the waiting time of rate limits with plural forms', () => {
    const message = messageForApiError(429, { code: 'CHECKOUT__CUSTOMER_AUTH_THROTTLED', meta: { parameters: { seconds: 30 } } });
    expect(t(message)).toBe('Too many requests. Please wait 30 seconds before trying again.');
    expect(t(message, 'pl-PL')).toBe('Zbyt wiele żądań. Odczekaj 30 sekund przed kolejną próbą.');
  });

  it('tells a 403 apart for JavaScript requests and page requests', () => {
    expect(messageForApiError(403, { code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN' }, { ajax: true }).key).toBe('messages.sessionExpiredAjax');
    expect(messageForApiError(403, undefined).key).toBe('messages.sessionExpired');
  });

  it('falls back to the default message', () => {
    expect(t(messageForApiError(500, { code: 'SOMETHING__UNKNOWN' }))).toBe('Unfortunately, something went wrong.');
    expect(t(messageForApiError(400, undefined), 'de-DE')).toBe('Leider ist etwas schiefgelaufen.');
  });
});
