// Every message of pl-PL in one module: the browser loads this chunk for its page's locale only
// (i18n.ts imports it dynamically), the server loads all three at start. Its parts live beside it in
// pl-PL/<area>.ts; pl-PL/accessibility-statement.ts is page data of one loader, not part of it.
// Typed to the English catalogue's shape: a missing or extra message fails typecheck.
import type { Translation } from '../catalogue.ts';
import type englishCatalogue from './en-GB.ts';
import { commonPlPL } from './pl-PL/common.ts';
import { accountPlPL } from './pl-PL/account.ts';
import { catalogPlPL } from './pl-PL/catalog.ts';
import { cartPlPL } from './pl-PL/cart.ts';
import { checkoutPlPL } from './pl-PL/checkout.ts';
import { orderPlPL } from './pl-PL/order.ts';
import { discoveryPlPL } from './pl-PL/discovery.ts';
import { consentPlPL } from './pl-PL/consent.ts';
import { b2bPlPL } from './pl-PL/b2b.ts';
import { paymentPlPL } from './pl-PL/payment.ts';
import { deliveryPlPL } from './pl-PL/delivery.ts';

const catalogue = {
  ...commonPlPL,
  ...accountPlPL,
  ...catalogPlPL,
  ...cartPlPL,
  ...checkoutPlPL,
  ...orderPlPL,
  ...discoveryPlPL,
  ...consentPlPL,
  ...b2bPlPL,
  ...paymentPlPL,
  ...deliveryPlPL,
} satisfies Translation<typeof englishCatalogue, 'pl-PL'>;
export default catalogue;
