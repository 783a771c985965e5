// The pages that show payment components — the checkout, the order result pages (pay now, pay
// again) and the account's orders (pay again) — in any locale prefix. Only these get the payment
// components' sources in their Content-Security-Policy; every other page keeps the strict one.
const PAYMENT_PAGE = /^(?:\/[^/]+)?\/(?:checkout|checkout\/success\/[^/]+(?:\/unpaid|\/paid)?|account\/order(?:\/[^/]+)?)\/?$/;

export function isPaymentPage(pathname: string): boolean {
  return PAYMENT_PAGE.test(pathname);
}
