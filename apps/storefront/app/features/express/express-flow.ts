// The express checkout's state between the shop and the wallet, kept in the addresses themselves (no
// session of its own): where the wallet sends the shopper back, what to undo when they cancel, and what
// they approved. Pure, so the rules are unit-tested (express-flow.test.ts).

/** What the express button's press changed in the cart: a product page's product, and its quantity before. */
export interface CartChange {
  productId: string;
  /** The product's quantity in the cart before the press (0: it was not in the cart). */
  before: number;
}

/** Everything the return address carries (the provider adds `token`, and `outcome=cancelled` on cancel). */
export interface ExpressReturn {
  wallet: string;
  /** The shop's path the shopper pressed the button on. */
  returnTo: string;
  change: CartChange | null;
  /** The cart's total the wallet was asked to approve, and its currency. */
  approved: { value: number; currency: string } | null;
  token: string | null;
  cancelled: boolean;
}

const ID = /^[0-9a-f]{32}$/;

/** The return (and cancel) address of one press: the storefront's return route with the press's state. */
export function expressReturnUrl(returnRoute: URL, state: Omit<ExpressReturn, 'token' | 'cancelled'>): string {
  const url = new URL(returnRoute);
  url.searchParams.set('wallet', state.wallet);
  url.searchParams.set('returnTo', state.returnTo);
  if (state.change) {
    url.searchParams.set('product', state.change.productId);
    url.searchParams.set('before', String(state.change.before));
  }
  if (state.approved) {
    url.searchParams.set('amount', state.approved.value.toFixed(2));
    url.searchParams.set('currency', state.approved.currency);
  }
  return url.toString();
}

function amountOf(value: string | null, currency: string | null): ExpressReturn['approved'] {
  const number = value !== null && /^\d{1,9}(\.\d{1,2})?$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(number) && currency !== null && /^[A-Z]{3}$/.test(currency) ? { value: number, currency } : null;
}

/**
 * Reads a return address. `safePath` vets `returnTo` (a path of this shop, else the cart), so a crafted
 * link can neither lead elsewhere nor name another line than a product id to undo.
 */
export function readExpressReturn(url: URL, safePath: (value: string | null) => string): ExpressReturn | null {
  const query = url.searchParams;
  const wallet = query.get('wallet');
  if (!wallet || !/^[\w-]{1,64}$/.test(wallet)) return null;
  const productId = query.get('product');
  const before = Number(query.get('before'));
  const change = productId && ID.test(productId) && Number.isInteger(before) && before >= 0 && before < 100_000 ? { productId, before } : null;
  const token = query.get('token');
  return {
    wallet,
    returnTo: safePath(query.get('returnTo')),
    change,
    approved: amountOf(query.get('amount'), query.get('currency')),
    token: token && token.length <= 200 ? token : null,
    cancelled: query.get('outcome') === 'cancelled',
  };
}

/** How to put the cart back after a cancelled press: remove the product, set its quantity back, or nothing. */
export function cartUndo(change: CartChange | null, quantityNow: number | null): { kind: 'remove' } | { kind: 'quantity'; quantity: number } | null {
  if (!change || quantityNow === null || quantityNow === change.before) return null;
  return change.before === 0 ? { kind: 'remove' } : { kind: 'quantity', quantity: change.before };
}

/** Whether the cart's total is still what the wallet approved (to the cent, same currency). */
export function stillApproved(approved: ExpressReturn['approved'], total: number, currency: string): boolean {
  return approved !== null && approved.currency === currency && Math.abs(approved.value - total) < 0.005;
}

/** The review step's address: the same return state plus the approved token (a reload shows the same step). */
export function expressReviewPath(reviewPath: string, state: ExpressReturn & { token: string }): string {
  const query = new URLSearchParams({ wallet: state.wallet, token: state.token, returnTo: state.returnTo });
  if (state.approved) {
    query.set('amount', state.approved.value.toFixed(2));
    query.set('currency', state.approved.currency);
  }
  return `${reviewPath}?${query.toString()}`;
}
