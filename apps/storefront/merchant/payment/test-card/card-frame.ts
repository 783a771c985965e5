// The conversation with the demo gateway's card frame: its address, and the messages it may send.
// Pure, so that the component stays a thin shell (card-frame.test.ts).
import type { MessageKey } from '../../../app/i18n/message-key.ts';

/**
 * The frame's address. The gateway frames its fields only for the shop's own origins (its sales
 * channel's domains): `accessKey` names the shop, `shopOrigin` the page that frames them.
 */
export function cardFieldsUrl(storeApiOrigin: string, locale: string, shop: { accessKey: string; origin: string }): string {
  const url = new URL('/payment/demo-gateway/card-fields', storeApiOrigin);
  url.searchParams.set('locale', locale);
  url.searchParams.set('key', shop.accessKey);
  url.searchParams.set('origin', shop.origin);
  // The shop's accent colour, as a provider's "appearance" option would take it.
  url.searchParams.set('accent', '0f5f58');
  return url.toString();
}

export type FrameMessage =
  | { type: 'ready' }
  | { type: 'submit' }
  | { type: 'size'; height: number }
  | { type: 'token'; id: string; token: string }
  | { type: 'error'; id: string; codes: string[] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A message from the frame, or null for anything else (other windows, other shapes). */
export function frameMessage(data: unknown): FrameMessage | null {
  if (!isRecord(data) || data.source !== 'aisle-demo-card') return null;
  switch (data.type) {
    case 'ready':
    case 'submit':
      return { type: data.type };
    case 'size':
      return typeof data.height === 'number' && Number.isFinite(data.height) ? { type: 'size', height: Math.min(Math.max(data.height, 0), 800) } : null;
    case 'token':
      return typeof data.id === 'string' && typeof data.token === 'string' && data.token !== '' ? { type: 'token', id: data.id, token: data.token } : null;
    case 'error':
      return typeof data.id === 'string' && Array.isArray(data.codes)
        ? { type: 'error', id: data.id, codes: data.codes.filter((code): code is string => typeof code === 'string') }
        : null;
    default:
      return null;
  }
}

const PROBLEM_MESSAGES: Readonly<Record<string, MessageKey>> = {
  card_number_invalid: 'payment.card.numberInvalid',
  expiry_invalid: 'payment.card.expiryInvalid',
  security_code_invalid: 'payment.card.securityCodeInvalid',
  // The gateway throttles card tokens per address (the Store API's rate-limit error code).
  FRAMEWORK__RATE_LIMIT_EXCEEDED: 'payment.card.tooManyTries',
};

/** The message for the gateway's first problem (the frame marks every field itself). */
export function cardProblemMessage(codes: readonly string[]): MessageKey {
  for (const code of codes) {
    const key = PROBLEM_MESSAGES[code];
    if (key) return key;
  }
  return 'payment.unavailable';
}
