// Every message of de-DE in one module: the browser loads this chunk for its page's locale only
// (i18n.ts imports it dynamically), the server loads all three at start.
import type { Catalogue } from '../catalogue.ts';
import { deDE } from '../de-DE.ts';
import { catalogDeDE } from '../../features/catalog/i18n/de-DE.ts';
import { cartDeDE } from '../../features/cart/i18n/de-DE.ts';
import { checkoutDeDE } from '../../features/checkout/i18n/de-DE.ts';
import { orderDeDE } from '../../features/order/i18n/de-DE.ts';
import { discoveryDeDE } from '../../features/product/i18n/de-DE.ts';
import { consentDeDE } from '../../features/consent/i18n/de-DE.ts';

const catalogue: Catalogue = { ...deDE, ...catalogDeDE, ...cartDeDE, ...checkoutDeDE, ...orderDeDE, ...discoveryDeDE, ...consentDeDE };
export default catalogue;
