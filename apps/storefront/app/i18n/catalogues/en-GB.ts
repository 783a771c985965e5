// Every message of en-GB in one module: the browser loads this chunk for its page's locale only
// (i18n.ts imports it dynamically), the server loads all three at start.
import type { Catalogue } from '../catalogue.ts';
import { enGB } from '../en-GB.ts';
import { catalogEnGB } from '../../features/catalog/i18n/en-GB.ts';
import { cartEnGB } from '../../features/cart/i18n/en-GB.ts';
import { checkoutEnGB } from '../../features/checkout/i18n/en-GB.ts';
import { orderEnGB } from '../../features/order/i18n/en-GB.ts';
import { discoveryEnGB } from '../../features/product/i18n/en-GB.ts';
import { consentEnGB } from '../../features/consent/i18n/en-GB.ts';

const catalogue: Catalogue = { ...enGB, ...catalogEnGB, ...cartEnGB, ...checkoutEnGB, ...orderEnGB, ...discoveryEnGB, ...consentEnGB };
export default catalogue;
