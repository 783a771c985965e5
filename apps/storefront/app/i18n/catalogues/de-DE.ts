// Every message of de-DE in one module: the browser loads this chunk for its page's locale only
// (i18n.ts imports it dynamically), the server loads all three at start. Its parts live beside it in
// de-DE/<area>.ts; de-DE/accessibility-statement.ts is page data of one loader, not part of it.
// Typed to the English catalogue's shape: a missing or extra message fails typecheck.
import type { Translation } from '../catalogue.ts';
import type englishCatalogue from './en-GB.ts';
import { commonDeDE } from './de-DE/common.ts';
import { accountDeDE } from './de-DE/account.ts';
import { catalogDeDE } from './de-DE/catalog.ts';
import { cartDeDE } from './de-DE/cart.ts';
import { checkoutDeDE } from './de-DE/checkout.ts';
import { orderDeDE } from './de-DE/order.ts';
import { discoveryDeDE } from './de-DE/discovery.ts';
import { consentDeDE } from './de-DE/consent.ts';
import { b2bDeDE } from './de-DE/b2b.ts';
import { paymentDeDE } from './de-DE/payment.ts';
import { deliveryDeDE } from './de-DE/delivery.ts';

const catalogue = {
  ...commonDeDE,
  ...accountDeDE,
  ...catalogDeDE,
  ...cartDeDE,
  ...checkoutDeDE,
  ...orderDeDE,
  ...discoveryDeDE,
  ...consentDeDE,
  ...b2bDeDE,
  ...paymentDeDE,
  ...deliveryDeDE,
} satisfies Translation<typeof englishCatalogue, 'de-DE'>;
export default catalogue;
