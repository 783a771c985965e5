// Every message of en-GB in one module: the browser loads this chunk for its page's locale only
// (i18n.ts imports it dynamically), the server loads all three at start. Its parts live beside it in
// en-GB/<area>.ts; en-GB/accessibility-statement.ts is page data of one loader, not part of it.
// The English catalogue is the reference: message keys (message-key.ts) and every translation's
// shape are computed from it.
import type { Catalogue } from '../catalogue.ts';
import { commonEnGB } from './en-GB/common.ts';
import { accountEnGB } from './en-GB/account.ts';
import { catalogEnGB } from './en-GB/catalog.ts';
import { cartEnGB } from './en-GB/cart.ts';
import { checkoutEnGB } from './en-GB/checkout.ts';
import { orderEnGB } from './en-GB/order.ts';
import { discoveryEnGB } from './en-GB/discovery.ts';
import { consentEnGB } from './en-GB/consent.ts';
import { b2bEnGB } from './en-GB/b2b.ts';
import { paymentEnGB } from './en-GB/payment.ts';
import { deliveryEnGB } from './en-GB/delivery.ts';

/**
 * The parts by the name of their file (`common` is en-GB/common.ts): a merchant's configuration may name a
 * message with its part in front (`common.footer.tagline` for `footer.tagline`).
 */
export const areas = {
  common: commonEnGB,
  account: accountEnGB,
  catalog: catalogEnGB,
  cart: cartEnGB,
  checkout: checkoutEnGB,
  order: orderEnGB,
  discovery: discoveryEnGB,
  consent: consentEnGB,
  b2b: b2bEnGB,
  payment: paymentEnGB,
};

const catalogue = {
  ...commonEnGB,
  ...accountEnGB,
  ...catalogEnGB,
  ...cartEnGB,
  ...checkoutEnGB,
  ...orderEnGB,
  ...discoveryEnGB,
  ...consentEnGB,
  ...b2bEnGB,
  ...paymentEnGB,
  ...deliveryEnGB,
} satisfies Catalogue;
export default catalogue;
