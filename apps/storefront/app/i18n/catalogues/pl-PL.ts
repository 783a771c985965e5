// Every message of pl-PL in one module: the browser loads this chunk for its page's locale only
// (i18n.ts imports it dynamically), the server loads all three at start.
import type { Catalogue } from '../catalogue.ts';
import { plPL } from '../pl-PL.ts';
import { catalogPlPL } from '../../features/catalog/i18n/pl-PL.ts';
import { cartPlPL } from '../../features/cart/i18n/pl-PL.ts';
import { checkoutPlPL } from '../../features/checkout/i18n/pl-PL.ts';
import { orderPlPL } from '../../features/order/i18n/pl-PL.ts';
import { discoveryPlPL } from '../../features/product/i18n/pl-PL.ts';
import { consentPlPL } from '../../features/consent/i18n/pl-PL.ts';

const catalogue: Catalogue = { ...plPL, ...catalogPlPL, ...cartPlPL, ...checkoutPlPL, ...orderPlPL, ...discoveryPlPL, ...consentPlPL };
export default catalogue;
