import { describe, expect, it } from 'vitest';
import { cardFieldsUrl, cardProblemMessage, frameMessage } from './card-frame.ts';

describe('demo card frame', () => {
  it('addresses the gateway’s fields with the locale, the shop’s access key and its origin', () => {
    const url = new URL(cardFieldsUrl('http://localhost:8000', 'de-DE', { accessKey: 'SWSCKEY', origin: 'http://localhost:3000' }));
    expect(url.origin + url.pathname).toBe('http://localhost:8000/payment/demo-gateway/card-fields');
    expect(url.searchParams.get('locale')).toBe('de-DE');
    expect(url.searchParams.get('key')).toBe('SWSCKEY');
    expect(url.searchParams.get('origin')).toBe('http://localhost:3000');
  });

  it('accepts only the frame’s own messages', () => {
    expect(frameMessage({ source: 'aisle-demo-card', type: 'token', id: '1', token: 'card_x' })).toEqual({ type: 'token', id: '1', token: 'card_x' });
    expect(frameMessage({ source: 'aisle-demo-card', type: 'size', height: 99999 })).toEqual({ type: 'size', height: 800 });
    expect(frameMessage({ source: 'aisle-demo-card', type: 'error', id: '1', codes: ['expiry_invalid', 3] })).toEqual({
      type: 'error',
      id: '1',
      codes: ['expiry_invalid'],
    });
    expect(frameMessage({ source: 'other', type: 'token', id: '1', token: 'x' })).toBeNull();
    expect(frameMessage({ source: 'aisle-demo-card', type: 'token', id: '1', token: '' })).toBeNull();
    expect(frameMessage('token')).toBeNull();
  });

  it('says what is wrong in the shopper’s language (keys of the catalogue)', () => {
    expect(cardProblemMessage(['expiry_invalid', 'security_code_invalid'])).toBe('payment.card.expiryInvalid');
    expect(cardProblemMessage(['gateway_unavailable'])).toBe('payment.unavailable');
    expect(cardProblemMessage(['FRAMEWORK__RATE_LIMIT_EXCEEDED'])).toBe('payment.card.tooManyTries');
  });
});
