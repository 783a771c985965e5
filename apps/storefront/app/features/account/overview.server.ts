// /account: the customer's data at a glance, with the newsletter status.
import { getTranslatedProperty } from '@shopware/helpers';
import type { RouterContextProvider } from 'react-router';
import { storeApiContext } from '../../lib/request-context.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { throwPageError } from '../../lib/http/error-responses.server.ts';
import { addressView, type AddressView } from './address.ts';
import { defaultPaymentMethodOf, requireCustomer } from './customer.server.ts';

export type NewsletterStatus = 'subscribed' | 'pending' | 'none';

export interface OverviewData {
  name: string;
  email: string;
  salutation: string;
  /** Business customers: their company and VAT ID (empty for private customers). */
  company: string;
  vatId: string;
  billing: AddressView | null;
  shipping: AddressView | null;
  paymentMethod: string;
  newsletter: NewsletterStatus;
}

/** Store API recipient status → what the page says (optIn/direct: subscribed; notSet: waiting). */
export function newsletterStatusOf(status: string | undefined): NewsletterStatus {
  if (status === 'optIn' || status === 'direct') return 'subscribed';
  if (status === 'notSet') return 'pending';
  return 'none';
}

export async function loadOverview(context: Readonly<RouterContextProvider>, url: URL): Promise<OverviewData> {
  const customer = await requireCustomer(context, url);
  const { api } = context.get(storeApiContext);
  let newsletter: NewsletterStatus = 'none';
  try {
    const { data } = await api.invoke('readNewsletterRecipient post /account/newsletter-recipient', { body: {} });
    newsletter = newsletterStatusOf(data.status);
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (!failure || failure.status >= 500) throwPageError(error);
  }
  return {
    name: `${customer.firstName} ${customer.lastName}`,
    email: customer.email,
    salutation: getTranslatedProperty(customer.salutation, 'displayName'),
    company: customer.accountType === 'business' ? (customer.company ?? '') : '',
    vatId: customer.accountType === 'business' ? (customer.vatIds?.[0] ?? '') : '',
    billing: customer.defaultBillingAddress ? addressView(customer.defaultBillingAddress) : null,
    shipping: customer.defaultShippingAddress ? addressView(customer.defaultShippingAddress) : null,
    paymentMethod: defaultPaymentMethodOf(customer)?.name ?? '',
    newsletter,
  };
}
