// The form target of /checkout: sign in, guest or account registration, addresses, shipping and
// payment method, and the order itself. Every success is a 303 back (post/redirect/get); every
// refusal answers with the form's typed values, so nothing typed is lost.
import { redirect, type RouterContextProvider } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { readFormData } from '../../lib/http/form.ts';
import { requestStateContext, sessionSummaryContext, storeApiContext } from '../../lib/request-context.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { loginAction } from '../account/auth.server.ts';
import { storefrontUrlFor } from '../account/customer.server.ts';
import { FORM_NAME_FIELD } from '../account/forms/form-state.ts';
import { apiFailure, formFailure, parseForm, readSubmittedForm, redirectWithMessage, type SubmittedForm } from '../account/forms/form-action.server.ts';
import { isCustomerSession, isGuestSession, registrationLogsIn } from '../account/session.ts';
import { salutationOptions } from '../account/lookups.server.ts';
import { flashCartErrors } from '../cart/cart-response.server.ts';
import { readCart } from '../cart/cart.server.ts';
import { throwPageError } from '../errors/responses.server.ts';
import { consentErrors, ContextPatchError, hasDigitalItems, salutationRequired, type ContextPatchKind } from './checkout-rules.ts';
import { customerSchema, isChecked, SHIPPING_PREFIX, type CustomerForm } from './checkout-schemas.ts';
import { readContext } from './checkout.server.ts';
import { CHECKOUT_FORM_NAMES } from './form-names.ts';
import { patchContext } from './methods.server.ts';

type Context = Readonly<RouterContextProvider>;

export async function checkoutAction(request: Request, context: Context, url: URL) {
  const name = (await readFormData(request.clone()))?.get(FORM_NAME_FIELD);
  // The login form is the account's own, answered by the account's action (back to /checkout).
  if (name === CHECKOUT_FORM_NAMES.login) return loginAction(request, context);
  const form = await readSubmittedForm(request);
  switch (form.name) {
    case CHECKOUT_FORM_NAMES.customer:
      return registerCustomer(form, context, url);
    case CHECKOUT_FORM_NAMES.shippingMethod:
      return setContext(form, context, [['shippingMethod', 'shippingMethodId']]);
    case CHECKOUT_FORM_NAMES.paymentMethod:
      return setContext(form, context, [['paymentMethod', 'paymentMethodId']]);
    case CHECKOUT_FORM_NAMES.addresses:
      return setContext(form, context, [['billingAddress', 'billingAddressId'], ['shippingAddress', 'shippingAddressId']]);
    case CHECKOUT_FORM_NAMES.order:
      return placeOrder(form, context);
    default:
      return formFailure(form.name, form.values, {}, { key: 'messages.default' });
  }
}

function checkoutPath(context: Context): string {
  return localisePath('/checkout', context.get(requestStateContext).locale);
}

/** Guest order ('Do not create a customer account') or a new account, via POST /account/register. */
async function registerCustomer(form: SubmittedForm, context: Context, url: URL) {
  const { api } = context.get(storeApiContext);
  const { locale } = context.get(requestStateContext);
  const salutations = await salutationOptions(api, context.get(sessionSummaryContext).languageId).catch((error: unknown) => throwPageError(error));
  const parsed = parseForm(form, customerSchema(salutationRequired(salutations)));
  if (!parsed.ok) return parsed.response;
  const values: CustomerForm = parsed.data;
  const guest = isChecked(values.guest);
  const body: Record<string, unknown> = {
    guest,
    accountType: 'private',
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    storefrontUrl: storefrontUrlFor(url, locale),
    acceptedDataProtection: true,
    billingAddress: addressBody(values, ''),
  };
  if (values.salutationId) body.salutationId = values.salutationId;
  if (!guest) body.password = values.password;
  if (isChecked(values.differentShipping)) body.shippingAddress = addressBody(values, SHIPPING_PREFIX);
  let response: { active?: boolean; doubleOptInRegistration?: boolean };
  try {
    ({ data: response } = await api.invoke('register post /account/register', { body: body as never }));
  } catch (error) {
    return apiFailure(error, form, { aliases: BILLING_ALIASES });
  }
  if (!registrationLogsIn(response)) return redirectWithMessage(context, checkoutPath(context), 'account.register.confirmEmail', 'info');
  return redirect(checkoutPath(context), 303);
}

const ADDRESS_FIELDS = ['salutationId', 'firstName', 'lastName', 'company', 'street', 'zipcode', 'city', 'countryId', 'countryStateId'] as const;

/** Violations of `billingAddress.street` belong to the `street` input, shipping ones keep their names. */
const BILLING_ALIASES: Record<string, string> = Object.fromEntries(ADDRESS_FIELDS.map((field) => [`billingAddress.${field}`, field]));

function addressBody(values: Record<string, string | undefined>, prefix: string): Record<string, string> {
  const body: Record<string, string> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = values[`${prefix}${field}`]?.trim();
    if (value) body[field] = value;
  }
  if (prefix === '') {
    // The billing address takes the customer's names.
    if (values.firstName) body.firstName = values.firstName;
    if (values.lastName) body.lastName = values.lastName;
  }
  return body;
}

/** PATCH /context for each [kind, input] pair; a missing id is refused before the Store API is asked. */
async function setContext(form: SubmittedForm, context: Context, fields: ReadonlyArray<[ContextPatchKind, string]>) {
  const { api } = context.get(storeApiContext);
  try {
    for (const [kind, input] of fields) await patchContext(api, kind, { id: form.values[input] });
  } catch (error) {
    if (error instanceof ContextPatchError) {
      const field = fields.find(([kind]) => kind === error.kind)?.[1] ?? '';
      return formFailure(form.name, form.values, { [field]: { key: error.messageKey } });
    }
    return apiFailure(error, form);
  }
  return redirect(checkoutPath(context), 303);
}

const LOGIN_REQUIRED = { key: 'checkout.confirm.loginRequired' };

async function placeOrder(form: SubmittedForm, context: Context) {
  const { api } = context.get(storeApiContext);
  const { locale } = context.get(requestStateContext);
  let salesChannelContext;
  let cart;
  try {
    [salesChannelContext, cart] = await Promise.all([readContext(api), readCart(api)]);
  } catch (error) {
    throwPageError(error);
  }
  const errors = consentErrors(form.values, hasDigitalItems(cart.lineItems));
  const customer = salesChannelContext.customer;
  const hasCustomer = isCustomerSession(customer) || isGuestSession(customer);
  if (!hasCustomer) return formFailure(form.name, form.values, errors, LOGIN_REQUIRED, 403);
  if (Object.keys(errors).length > 0) return formFailure(form.name, form.values, errors);
  const comment = (form.values.customerComment ?? '').trim().slice(0, 5000);
  let orderId: string;
  try {
    const { data } = await api.invoke('createOrder post /checkout/order', { body: (comment ? { customerComment: comment } : {}) as never });
    orderId = data.id;
  } catch (error) {
    return orderFailure(error, form, context);
  }
  return redirect(localisePath(`/checkout/success/${encodeURIComponent(orderId)}`, locale), 303);
}

/** A cart that cannot be ordered goes back to the cart page with its messages, never an error page. */
async function orderFailure(error: unknown, form: SubmittedForm, context: Context) {
  const failure = storeApiFailureOf(error);
  const code = failure?.errors[0]?.code ?? '';
  const { locale } = context.get(requestStateContext);
  const cartPath = localisePath('/checkout/cart', locale);
  if (code === 'CHECKOUT__CART_INVALID' || code === 'CHECKOUT__CART_EMPTY') {
    const api = context.get(storeApiContext).api;
    const cart = await readCart(api).catch(() => null);
    const scope = { context, locale, form: null };
    if (cart) flashCartErrors(scope, cart);
    return redirectWithMessage(context, cartPath, code === 'CHECKOUT__CART_EMPTY' ? 'checkout.confirm.cartEmpty' : 'checkout.confirm.cartInvalid', 'warning');
  }
  if (failure?.status === 403) return formFailure(form.name, form.values, {}, LOGIN_REQUIRED, 403);
  return apiFailure(error, form);
}
