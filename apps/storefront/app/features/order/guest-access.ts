// What a guest answers to open an order from its mail: the order's e-mail address and billing postal
// code. Right answers log the visitor in as the order's guest (order-access.server.ts); nothing of them
// is kept in the browser.

export interface GuestAnswers {
  email: string;
  zipcode: string;
}

/** Shopware's deep link codes are 32 base64url characters; anything else cannot name an order. */
export function isDeepLinkCode(value: string): boolean {
  return /^[A-Za-z0-9_-]{16,64}$/.test(value);
}
