// The customer of the session, and the guard of the account pages (docs/product-rules.md §4: a failed customer read
// clears the customer; anonymous visitors are sent to the login page and back afterwards).
import { getTranslatedProperty } from '@shopware/helpers';
import type { Schemas } from '../../lib/store-api/types.ts';
import { redirect, type RouterContextProvider } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import { prefixForLocale } from '../../i18n/locales.ts';
import { requestStateContext, storeApiContext } from '../../lib/request-context.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { throwPageError } from '../../lib/http/error-responses.server.ts';
import { loginPathFor } from './redirects.ts';
import { isLoggedIn } from '../session/index.ts';

export type Customer = Schemas['Customer'];

/** Shopware 6.6 customers carry a default payment method (6.7 types only know the last used one). */
export function defaultPaymentMethodOf(customer: Customer): { id: string; name: string } | null {
  const legacy = customer as Customer & { defaultPaymentMethod?: Schemas['PaymentMethod']; defaultPaymentMethodId?: string };
  const method = legacy.defaultPaymentMethod ?? customer.lastPaymentMethod;
  const id = legacy.defaultPaymentMethodId ?? method?.id ?? customer.lastPaymentMethodId;
  if (!id) return null;
  return { id, name: getTranslatedProperty(method, 'name') };
}

const ADDRESS_ASSOCIATIONS = { country: {}, countryState: {}, salutation: {} };

/** The session's customer, or null when the read fails (anonymous, expired, …). */
export async function readCustomer(api: StoreApiClient): Promise<Customer | null> {
  try {
    const { data } = await api.invoke('readCustomer post /account/customer', {
      body: {
        associations: {
          salutation: {},
          defaultPaymentMethod: {},
          defaultBillingAddress: { associations: ADDRESS_ASSOCIATIONS },
          defaultShippingAddress: { associations: ADDRESS_ASSOCIATIONS },
        },
      },
    });
    return data;
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (failure && failure.status < 500) return null;
    throwPageError(error);
  }
}

/** The logged-in customer; anyone else is redirected to the login page (and back afterwards). */
export async function requireCustomer(context: Readonly<RouterContextProvider>, url: URL): Promise<Customer> {
  const customer = await readCustomer(context.get(storeApiContext).api);
  if (!customer || !isLoggedIn(customer)) throw redirect(loginPathFor(url, context.get(requestStateContext).locale));
  return customer;
}

/**
 * The storefront URL sent with registration, recovery and newsletter requests: this site's origin
 * plus the locale prefix, which must be one of the sales channel's domains for mailed links.
 */
export function storefrontUrlFor(url: URL, locale: Locale): string {
  const prefix = prefixForLocale(locale);
  return prefix ? `${url.origin}/${prefix}` : url.origin;
}
