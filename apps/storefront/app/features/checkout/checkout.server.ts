// /checkout: the cart (empty → back to the cart page), who orders (sign in, register or guest), the
// addresses, shipping and payment methods (switched automatically when blocked) and the summary.
import type { Schemas } from '../../lib/store-api/types.ts';
import { redirect, type RouterContextProvider } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { requestStateContext, sessionSummaryContext, storeApiContext } from '../../lib/request-context.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { addressView, type AddressView, type CountryOption, type SalutationOption } from '../account/index.ts';
import { listAddresses, countryOptions, salutationOptions } from '../account/index.server.ts';
import { isGuestSession, isLoggedIn } from '../session/index.ts';
import { readCart, readCartForLoaders, linkedCartView } from '../cart/index.server.ts';
import { isEmptyCart, type CartView } from '../cart/index.ts';
import { throwPageError } from '../../lib/http/error-responses.server.ts';
import { hasDigitalItems, salutationRequired } from './checkout-rules.ts';
import { availablePaymentMethods, availableShippingMethods, currentMethodsOf, switchUnusableMethods, type MethodView, type Notice } from './methods.server.ts';

export interface CheckoutCustomer {
  email: string;
  name: string;
  guest: boolean;
  billingAddress: AddressView | null;
  shippingAddress: AddressView | null;
  /** A registered customer may pick other addresses of the address book. */
  addresses: AddressView[];
}

export interface CheckoutData {
  cart: CartView;
  /** This rendering's order attempt (CHECKOUT_ORDER_KEY_FIELD): one key per page, repeated by a resubmission of it. */
  orderKey: string;
  /** ISO code of the context's currency: the cart's total is in it (a payment component is told both). */
  currency: string;
  needsRevocationWaiver: boolean;
  customer: CheckoutCustomer | null;
  shippingMethods: MethodView[];
  paymentMethods: MethodView[];
  shippingMethodId: string;
  paymentMethodId: string;
  salutations: SalutationOption[];
  countries: CountryOption[];
  salutationRequired: boolean;
  /** The sales channel's default country, preselected for a new customer. */
  defaultCountryId: string;
  /** Automatic method switches of this visit (old and new names). */
  notices: Notice[];
}

export function readContext(api: StoreApiClient): Promise<Schemas['SalesChannelContext']> {
  return api.invoke('readContext get /context').then(({ data }) => data);
}

function customerOf(context: Schemas['SalesChannelContext'], addresses: AddressView[]): CheckoutCustomer | null {
  const customer = context.customer;
  if (!customer || !(isLoggedIn(customer) || isGuestSession(customer))) return null;
  const billing = customer.activeBillingAddress ?? customer.defaultBillingAddress;
  const shipping = customer.activeShippingAddress ?? customer.defaultShippingAddress;
  return {
    email: customer.email,
    name: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
    guest: customer.guest === true,
    billingAddress: billing ? addressView(billing) : null,
    shippingAddress: shipping ? addressView(shipping) : null,
    addresses,
  };
}

export async function loadCheckout(context: Readonly<RouterContextProvider>): Promise<CheckoutData> {
  const { api } = context.get(storeApiContext);
  const { locale } = context.get(requestStateContext);
  const { languageId } = context.get(sessionSummaryContext);
  try {
    let [cart, salesChannelContext] = await Promise.all([readCartForLoaders(api), readContext(api)]);
    if (isEmptyCart(cart)) throw redirect(localisePath('/checkout/cart', locale));
    const [shippingMethods, paymentMethods, salutations, countries] = await Promise.all([
      availableShippingMethods(api),
      availablePaymentMethods(api),
      salutationOptions(api, languageId),
      countryOptions(api, languageId),
    ]);
    const switched = await switchUnusableMethods(api, cart, currentMethodsOf(salesChannelContext), { shipping: shippingMethods, payment: paymentMethods });
    if (switched.changed) [cart, salesChannelContext] = await Promise.all([readCart(api), readContext(api)]);
    const registered = isLoggedIn(salesChannelContext.customer);
    const addresses = registered ? await listAddresses(api) : [];
    const current = currentMethodsOf(salesChannelContext);
    return {
      cart: await linkedCartView(api, cart, locale),
      currency: salesChannelContext.currency?.isoCode ?? 'EUR',
      orderKey: crypto.randomUUID(),
      needsRevocationWaiver: hasDigitalItems(cart.lineItems),
      customer: customerOf(salesChannelContext, addresses),
      shippingMethods,
      paymentMethods,
      shippingMethodId: current.shipping?.id ?? '',
      paymentMethodId: current.payment?.id ?? '',
      salutations,
      countries,
      salutationRequired: salutationRequired(salutations),
      defaultCountryId: salesChannelContext.salesChannel?.countryId ?? '',
      notices: switched.notices,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    throwPageError(error);
  }
}
