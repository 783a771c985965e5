// /account/payment: the customer's default payment method (POST /account/change-payment-method/{id},
// Shopware 6.6; 6.7 dropped the route and remembers the last used method instead).
import { getTranslatedProperty } from '@shopware/helpers';
import type { Schemas } from '../../lib/store-api/types.ts';
import type { RouterContextProvider } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { requestStateContext, storeApiContext } from '../../lib/request-context.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { throwPageError } from '../../lib/http/error-responses.server.ts';
import { defaultPaymentMethodOf, requireCustomer } from './customer.server.ts';
import { apiFailure, formFailure, readSubmittedForm, redirectWithMessage } from '../../lib/forms/form-action.server.ts';
import { isShopwareId } from '../../lib/store-api/ids.ts';
import { withEmptyBody } from '../../lib/store-api/empty-body.ts';
import type { PaymentMethodView } from '../payment/index.ts';

export interface PaymentData {
  methods: PaymentMethodView[];
  currentId: string;
}

export async function loadPayment(context: Readonly<RouterContextProvider>, url: URL): Promise<PaymentData> {
  const customer = await requireCustomer(context, url);
  const { api } = context.get(storeApiContext);
  try {
    const { data } = await api.invoke('readPaymentMethod post /payment-method', { body: { onlyAvailable: true } });
    const methods = (data.elements ?? []).map((method: Schemas['PaymentMethod']) => ({
      id: method.id,
      name: getTranslatedProperty(method, 'name'),
      description: getTranslatedProperty(method, 'description'),
    }));
    const current = defaultPaymentMethodOf(customer)?.id ?? '';
    return { methods, currentId: current };
  } catch (error) {
    throwPageError(error);
  }
}

/** The 6.6 route, which the 6.7 schema lost; api-types/storeApiSchema.overrides.json puts it back. */
function changePaymentMethod(api: StoreApiClient, paymentMethodId: string): Promise<unknown> {
  return api.invoke('changePaymentMethod post /account/change-payment-method/{paymentMethodId}', withEmptyBody({ pathParams: { paymentMethodId } }));
}

export async function paymentAction(request: Request, context: Readonly<RouterContextProvider>, url: URL) {
  await requireCustomer(context, url);
  const form = await readSubmittedForm(request);
  const id = form.values.paymentMethodId ?? '';
  if (!isShopwareId(id)) return formFailure(form.name, {}, { paymentMethodId: { key: 'forms.validation.required', label: 'forms.fields.paymentMethodId' } });
  try {
    await changePaymentMethod(context.get(storeApiContext).api, id);
  } catch (error) {
    return apiFailure(error, form);
  }
  return redirectWithMessage(context, localisePath('/account/payment', context.get(requestStateContext).locale), 'account.payment.saved');
}
