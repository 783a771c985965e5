// The form target of /checkout. "Submit order" applies the one checkout form in one go: the whole
// form is validated first (so one answer names every refusal and nothing is registered for a form
// that cannot be ordered), then guest or account registration, the submitted methods (PATCH
// /context — always the submitted ones), and the order. Every refusal answers with the typed values.
// The context form (JavaScript: a method or the country changed; without: "Update totals") only
// PATCHes /context, so the page's totals follow.
import { data, redirect, type RouterContextProvider } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { readFormData } from '../../lib/http/form.ts';
import { SIGN_IN_QUERY } from '../../lib/http/sign-in-posts.ts';
import { requestStateContext, sessionSummaryContext, storeApiContext } from '../../lib/request-context.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import type { RequestBody } from '../../lib/store-api/types.ts';
import { addressBody, type AddressFormFields } from '../account/index.ts';
import { loginAction, storefrontUrlFor, salutationOptions } from '../account/index.server.ts';
import { FORM_NAME_FIELD, type FormState } from '../../lib/forms/form-state.ts';
import { apiFailure, formFailure, parseForm, readSubmittedForm, redirectWithMessage, type SubmittedForm } from '../../lib/forms/form-action.server.ts';
import { keepTypedValues } from '../../lib/forms/validate.ts';
import { isCustomerSession, isGuestSession, registrationLogsIn } from '../session/index.ts';
import { flashCartErrors, readCart } from '../cart/index.server.ts';
import { isEmptyCart, isVirtualCart } from '../cart/index.ts';
import { throwPageError } from '../../lib/http/error-responses.server.ts';
import { ContextPatchError, hasDigitalItems, salutationRequired, type ContextPatchKind } from './checkout-rules.ts';
import { checkoutSchema, isChecked, SHIPPING_PREFIX } from './checkout-schemas.ts';
import { readContext } from './checkout.server.ts';
import { CHECKOUT_FORM_NAMES, CHECKOUT_INTENT_FIELD, CHECKOUT_ORDER_KEY_FIELD } from './form-names.ts';
import { patchContext } from './methods.server.ts';
import { newestOrder, orderPlacedBefore, placeOrderOnce, type PlacedOrderLookup } from './order-recovery.server.ts';
import { paymentDetailsOf } from '../payment/index.ts';
import { payPlacedOrder } from './payment-action.server.ts';

type Context = Readonly<RouterContextProvider>;
type Values = Record<string, string | undefined>;

export async function checkoutAction(request: Request, context: Context, url: URL) {
  const name = (await readFormData(request.clone()))?.get(FORM_NAME_FIELD);
  // The login form is the account's own, answered by the account's action (back to /checkout) — only
  // on its own URL, the one the sign-in lanes hold (a post without it would skip them).
  if (name === CHECKOUT_FORM_NAMES.login && url.searchParams.has(SIGN_IN_QUERY)) return loginAction(request, context);
  const form = await readSubmittedForm(request);
  if (form.name === CHECKOUT_FORM_NAMES.context) return updateContext(form, context);
  if (form.name === CHECKOUT_FORM_NAMES.order) {
    // Without JavaScript "Update totals" posts the whole form: apply methods and country, keep every value.
    if (form.values[CHECKOUT_INTENT_FIELD] === 'refresh') return updateContext(form, context);
    return submitOrder(form, context, url);
  }
  return formFailure(form.name, form.values, {}, { key: 'messages.default' });
}

/** The country whose taxes and shipping apply: the different shipping address's when it is asked for. */
function deliveryCountry(values: Values): string | undefined {
  const shipping = values[`${SHIPPING_PREFIX}countryId`];
  return isChecked(values.differentShipping) && shipping ? shipping : values.countryId;
}

/** The PATCH /context calls a form asks for: each method present, and the country of a new customer. */
function contextChanges(values: Values, withCountry: boolean): Array<[ContextPatchKind, string, string | undefined]> {
  const changes: Array<[ContextPatchKind, string, string | undefined]> = [];
  if (values.shippingMethodId) changes.push(['shippingMethod', 'shippingMethodId', values.shippingMethodId]);
  if (values.paymentMethodId) changes.push(['paymentMethod', 'paymentMethodId', values.paymentMethodId]);
  const country = withCountry ? deliveryCountry(values) : undefined;
  if (country) changes.push(['country', isChecked(values.differentShipping) ? `${SHIPPING_PREFIX}countryId` : 'countryId', country]);
  return changes;
}

async function applyContext(api: StoreApiClient, form: SubmittedForm, changes: ReturnType<typeof contextChanges>) {
  try {
    for (const [kind, , id] of changes) await patchContext(api, kind, { id });
  } catch (error) {
    if (error instanceof ContextPatchError) {
      const field = changes.find(([kind]) => kind === error.kind)?.[1] ?? '';
      return formFailure(form.name, form.values, { [field]: { key: error.messageKey } });
    }
    return apiFailure(error, form);
  }
  return null;
}

/** Methods or country changed: the page revalidates and shows the new totals; typed values stay. */
async function updateContext(form: SubmittedForm, context: Context) {
  const { api } = context.get(storeApiContext);
  const salesChannelContext = await readContext(api).catch((error: unknown) => throwPageError(error));
  const newCustomer = !(isCustomerSession(salesChannelContext.customer) || isGuestSession(salesChannelContext.customer));
  const refused = await applyContext(api, form, contextChanges(form.values, newCustomer));
  if (refused) return refused;
  const state: FormState = { form: form.name, errors: {}, values: keepTypedValues(form.values), submission: crypto.randomUUID() };
  return data(state);
}

async function submitOrder(form: SubmittedForm, context: Context, url: URL) {
  const { api } = context.get(storeApiContext);
  const { locale } = context.get(requestStateContext);
  const [salesChannelContext, cart, salutations] = await Promise.all([
    readContext(api),
    readCart(api),
    salutationOptions(api, context.get(sessionSummaryContext).languageId),
  ]).catch((error: unknown) => throwPageError(error));
  const orderKey = orderKeyOf(form.values);
  if (isEmptyCart(cart)) {
    // A repeated order attempt (its answer lost): the order placed the first time, else the empty cart.
    const placed = orderKey ? await orderPlacedBefore(placedOrderLookup(api, orderKey, true)) : null;
    if (placed) return placedOrderPage(context, placed.id);
    return redirectWithMessage(context, localisePath('/checkout/cart', locale), 'checkout.confirm.cartEmpty', 'warning');
  }
  const newCustomer = !(isCustomerSession(salesChannelContext.customer) || isGuestSession(salesChannelContext.customer));
  const schema = checkoutSchema({
    newCustomer,
    salutationRequired: salutationRequired(salutations),
    needsRevocationWaiver: hasDigitalItems(cart.lineItems),
    virtual: isVirtualCart(cart),
  });
  const parsed = parseForm(form, schema);
  if (!parsed.ok) return parsed.response;
  if (newCustomer) {
    const registered = await registerCustomer(form, context, url);
    if (registered !== null) return registered;
  }
  // The submitted methods are applied now, whatever the context held before (ADR 0012).
  const refused = await applyContext(api, form, contextChanges(form.values, false));
  if (refused) return refused;
  const comment = (form.values.customerComment ?? '').trim().slice(0, 5000);
  let orderId: string;
  try {
    ({ id: orderId } = await placeOrderOnce({
      newest: async () => (await newestOrder(api))?.id ?? null,
      create: () => createOrder(api, comment ? { customerComment: comment } : {}, orderKey),
    }));
  } catch (error) {
    return orderFailure(error, form, context, orderKey);
  }
  const paymentDetails = paymentDetailsOf(form.values);
  if (paymentDetails) return payPlacedOrder(context, orderId, paymentDetails, url);
  return redirect(localisePath(`/checkout/success/${encodeURIComponent(orderId)}`, locale), 303);
}

const ADDRESS_FIELDS = ['salutationId', 'firstName', 'lastName', 'company', 'street', 'zipcode', 'city', 'countryId', 'countryStateId'] as const;

/** Violations of `billingAddress.street` belong to the `street` input, shipping ones keep their names. */
const BILLING_ALIASES: Record<string, string> = Object.fromEntries(ADDRESS_FIELDS.map((field) => [`billingAddress.${field}`, field]));

/** The billing (no prefix) or shipping address of the form; `checkoutSchema` has checked its required fields. */
function addressOf(values: Values, prefix: string): AddressFormFields {
  const field = (name: (typeof ADDRESS_FIELDS)[number]) => values[`${prefix}${name}`] ?? '';
  return {
    salutationId: field('salutationId'),
    firstName: field('firstName'),
    lastName: field('lastName'),
    company: field('company'),
    street: field('street'),
    zipcode: field('zipcode'),
    city: field('city'),
    countryId: field('countryId'),
    countryStateId: field('countryStateId'),
  };
}

/**
 * Guest order ('Do not create a customer account') or a new account, via POST /account/register.
 * Null when the new customer is signed in; otherwise the answer to give.
 */
async function registerCustomer(form: SubmittedForm, context: Context, url: URL): Promise<ReturnType<typeof formFailure> | null> {
  const { api } = context.get(storeApiContext);
  const { locale } = context.get(requestStateContext);
  const values = form.values;
  const guest = isChecked(values.guest);
  const body: RequestBody<'register post /account/register'> = {
    guest,
    accountType: 'private',
    firstName: values.firstName?.trim() ?? '',
    lastName: values.lastName?.trim() ?? '',
    email: values.email?.trim() ?? '',
    storefrontUrl: storefrontUrlFor(url, locale),
    acceptedDataProtection: true,
    billingAddress: addressBody(addressOf(values, '')),
  };
  if (values.salutationId) body.salutationId = values.salutationId;
  if (!guest && values.password !== undefined) body.password = values.password;
  if (isChecked(values.differentShipping)) body.shippingAddress = addressBody(addressOf(values, SHIPPING_PREFIX));
  try {
    const { data: response } = await api.invoke('register post /account/register', { body });
    // Double opt-in: the account waits for its confirmation. The form comes back as it was, switched to a
    // guest order, so the shopper can order now without typing anything again.
    if (!registrationLogsIn(response)) {
      return formFailure(
        form.name,
        { ...values, guest: 'on' },
        {},
        { key: 'checkout.customer.confirmEmail', params: { email: values.email?.trim() ?? '' } },
        200,
      );
    }
  } catch (error) {
    return apiFailure(error, form, { aliases: BILLING_ALIASES });
  }
  return null;
}

/** An order attempt's key as submitted (a UUID of the checkout page), or undefined. */
function orderKeyOf(values: Values): string | undefined {
  const key = values[CHECKOUT_ORDER_KEY_FIELD];
  return key !== undefined && /^[\w-]{8,64}$/.test(key) ? key : undefined;
}

/**
 * POST /checkout/order; the attempt's key goes along as `Idempotency-Key`, so the embedded engine
 * answers a repeat with the order it placed (Shopware ignores the header).
 */
async function createOrder(api: StoreApiClient, body: RequestBody<'createOrder post /checkout/order'>, orderKey: string | undefined): Promise<string> {
  // Not in Shopware's schema of the route (an engine addition), so typed as the headers every call may carry.
  const headers: Record<string, string> = orderKey ? { 'idempotency-key': orderKey } : {};
  return (await api.invoke('createOrder post /checkout/order', { body, headers })).data.id;
}

/** How a repeated attempt finds its order: by its key (`repeat`, unless the Store API has just answered it), else by recency. */
function placedOrderLookup(api: StoreApiClient, orderKey: string, byKey: boolean): PlacedOrderLookup {
  return { ...(byKey ? { repeat: () => createOrder(api, {}, orderKey) } : {}), newest: () => newestOrder(api) };
}

/** The success page of an order placed before, saying so. */
function placedOrderPage(context: Context, orderId: string) {
  const { locale } = context.get(requestStateContext);
  return redirectWithMessage(context, localisePath(`/checkout/success/${encodeURIComponent(orderId)}`, locale), 'checkout.confirm.alreadyPlaced', 'info');
}

/** A cart that cannot be ordered goes back to the cart page with its messages, never an error page. */
async function orderFailure(error: unknown, form: SubmittedForm, context: Context, orderKey: string | undefined) {
  const failure = storeApiFailureOf(error);
  const code = failure?.errors[0]?.code ?? '';
  const { locale } = context.get(requestStateContext);
  if (code === 'CHECKOUT__CART_EMPTY' && orderKey) {
    // Emptied by this attempt's own order (a double submit against a Shopware, which keeps no key).
    const placed = await orderPlacedBefore(placedOrderLookup(context.get(storeApiContext).api, orderKey, false));
    if (placed) return placedOrderPage(context, placed.id);
  }
  if (code === 'CHECKOUT__CART_INVALID' || code === 'CHECKOUT__CART_EMPTY') {
    const api = context.get(storeApiContext).api;
    const cart = await readCart(api).catch(() => null);
    if (cart) flashCartErrors({ context, locale, form: null }, cart);
    const key = code === 'CHECKOUT__CART_EMPTY' ? 'checkout.confirm.cartEmpty' : 'checkout.confirm.cartInvalid';
    return redirectWithMessage(context, localisePath('/checkout/cart', locale), key, 'warning');
  }
  return apiFailure(error, form);
}
