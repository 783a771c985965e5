// The interface of express wallets: what a merchant's folder registers per payment method (keyed by the
// method's `technicalName`, like payment components) so that a wallet's button appears on the product
// page, in the side cart and on the cart page, and what the storefront's express checkout asks of it.
// The flow (start at the provider, come back approved, a guest context, one review step, the order):
// docs/adr/0059-express-checkout.md; the recipe: docs/cookbook/express-wallet.md.
import type { MessageKey } from '../../../i18n/message-key.ts';
import type { StoreApiClient } from '../../../lib/store-api/client.server.ts';

/** The addresses the provider sends the shopper back to, each with the provider's token added (`?token=`). */
interface ExpressReturnUrls {
  /** After approval: the storefront prepares the checkout and shows the review step. */
  returnUrl: string;
  /** After cancelling: the storefront puts the shopper back where they were, the cart as it was. */
  cancelUrl: string;
}

export interface ExpressWalletDefinition {
  /** The button's words, e.g. "Buy with PayPal" (a message key: `merchant.…` from merchant/messages.ts, or the catalogue's). */
  label: MessageKey;
  /** The wallet's brand colours (its button guidelines): background and text, as CSS colours with AA contrast. */
  colors: { background: string; text: string };
  /**
   * Starts a payment at the provider for the context's current cart (SwagPayPal: POST
   * /paypal/express/create-order) and answers the provider's approval page. Runs on the storefront's
   * server with the shopper's Store API session.
   */
  start(api: StoreApiClient, urls: ExpressReturnUrls): Promise<{ redirectUrl: string }>;
  /**
   * The approved token (from the return URL): creates or updates the guest context from the payer's name,
   * e-mail and address (SwagPayPal: POST /paypal/express/prepare-checkout). The Store API answers the new
   * context token in `sw-context-token`, which the session takes over by itself.
   */
  prepare(api: StoreApiClient, token: string): Promise<void>;
  /** What `/handle-payment` needs to pay the order with the approved token (`paymentDetails`, also sent as request fields). */
  paymentDetails(token: string): Readonly<Record<string, string>>;
  /**
   * Origins the button's form leads to after the storefront's redirect (the provider's approval page):
   * browsers check a form post's redirects against the policy's `form-action`. `'store-api'` stands for the
   * Store API's origin (the demo's Test wallet).
   */
  formAction?: readonly string[];
}

/** Payment method technical name → its express wallet. */
export type ExpressWallets = Readonly<Record<string, ExpressWalletDefinition>>;

/** Types a merchant's map of express wallets (and keeps its literal keys). */
export function defineExpressWallets<const T extends ExpressWallets>(wallets: T): T {
  return wallets;
}
