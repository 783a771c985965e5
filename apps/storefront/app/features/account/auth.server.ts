// Login, logout, registration and its confirmation (docs/store-api-behaviour.md §1.4). The Store API
// hands out a new context token for each; the session middleware stores it in the cookie.
import { data, redirect, type RouterContextProvider } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import type { MessageKey } from '../../i18n/message-key.ts';
import { localisePath } from '../../i18n/paths.ts';
import { requestStateContext, storeApiContext } from '../../lib/request-context.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import type { RequestBody } from '../../lib/store-api/types.ts';
import { flash } from '../../lib/notifications/flash.server.ts';
import { cartBeforeLogin, flashCartMergedHint } from '../cart/index.server.ts';
import { throwPageError } from '../../lib/http/error-responses.server.ts';
import { storefrontUrlFor } from './customer.server.ts';
import { apiFailure, parseForm, readSubmittedForm, redirectWithMessage } from '../../lib/forms/form-action.server.ts';
import { readConfig } from '../../lib/config.server.ts';
import { DEVICE_TOKEN_HEADER } from '@aisle/login-lanes';
import { deviceCookie, deviceOf } from '../../lib/http/device-cookie.ts';
import { loginSchema, registerSchema } from './schemas.ts';
import { afterLoginTarget, REDIRECT_PARAM } from './redirects.ts';
import { registrationLogsIn } from '../session/index.ts';
import { withEmptyBody } from '../../lib/store-api/empty-body.ts';

export async function loginAction(request: Request, context: Readonly<RouterContextProvider>): Promise<Response | ReturnType<typeof apiFailure>> {
  const form = await readSubmittedForm(request);
  const parsed = parseForm(form, loginSchema);
  if (!parsed.ok) return parsed.response;
  const state = context.get(requestStateContext);
  const session = context.get(storeApiContext);
  const { secret } = readConfig();
  const device = deviceOf(request.headers.get('cookie'), secret, parsed.data.email);
  // The sign-in lanes (server/sign-in-gate.ts) admitted this post; the engine sorts it into its own lanes by the device token.
  const cartBefore = await cartBeforeLogin(context);
  if (device.engineToken) session.api.defaultHeaders.apply({ [DEVICE_TOKEN_HEADER]: device.engineToken });
  try {
    await session.api.invoke('loginCustomer post /account/login', {
      body: { username: parsed.data.email, password: parsed.data.password },
    });
  } catch (error) {
    return apiFailure(error, form);
  }
  // This browser is known to the account from now on: its next sign-in takes the known devices' lane.
  state.setCookies.push(deviceCookie(secret, parsed.data.email, session.deviceToken(), state.secureCookies));
  await flashCartMergedHint(context, request, cartBefore);
  return redirect(afterLoginTarget(form.values[REDIRECT_PARAM], state.locale), 303);
}

export async function logoutAction(context: Readonly<RouterContextProvider>, locale: Locale): Promise<Response> {
  try {
    await context.get(storeApiContext).api.invoke('logoutCustomer post /account/logout', withEmptyBody({}));
  } catch (error) {
    // Already logged out (403) is fine; anything else is a problem worth the error page.
    if (storeApiFailureOf(error)?.status !== 403) throwPageError(error);
  }
  return redirectWithMessage(context, localisePath('/', locale), 'account.signedOut', 'info');
}

export async function registerAction(request: Request, context: Readonly<RouterContextProvider>, url: URL, requestedGroupId?: string) {
  const form = await readSubmittedForm(request);
  const parsed = parseForm(form, registerSchema);
  if (!parsed.ok) return parsed.response;
  const { locale } = context.get(requestStateContext);
  const values = parsed.data;
  const business = values.accountType === 'business';
  const billingAddress: RequestBody<'register post /account/register'>['billingAddress'] = {
    street: values.street,
    city: values.city,
    countryId: values.countryId,
  };
  if (values.zipcode) billingAddress.zipcode = values.zipcode;
  if (values.countryStateId) billingAddress.countryStateId = values.countryStateId;
  if (business && values.company) billingAddress.company = values.company;
  const body: RequestBody<'register post /account/register'> = {
    accountType: values.accountType,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    password: values.password,
    storefrontUrl: storefrontUrlFor(url, locale),
    billingAddress,
  };
  if (values.salutationId) body.salutationId = values.salutationId;
  if (business && values.company) body.company = values.company;
  if (business && values.vatId) body.vatIds = [values.vatId];
  if (requestedGroupId) body.requestedGroupId = requestedGroupId;
  let response: { active?: boolean; doubleOptInRegistration?: boolean };
  try {
    ({ data: response } = await context.get(storeApiContext).api.invoke('register post /account/register', { body }));
  } catch (error) {
    return apiFailure(error, form, {
      aliases: {
        'billingAddress.street': 'street',
        'billingAddress.zipcode': 'zipcode',
        'billingAddress.city': 'city',
        'billingAddress.countryId': 'countryId',
        'billingAddress.countryStateId': 'countryStateId',
        'billingAddress.company': 'company',
        'billingAddress.firstName': 'firstName',
        'billingAddress.lastName': 'lastName',
        'billingAddress.salutationId': 'salutationId',
        vatIds: 'vatId',
        'vatIds.0': 'vatId',
      },
    });
  }
  // The shop decides on a group request later (Shopware's admin; the engine's operator command): say so.
  if (requestedGroupId) flash(context, 'info', 'b2b.requestReceived', {}, { persistent: true });
  if (registrationLogsIn(response)) return redirectWithMessage(context, afterLoginTarget(form.values[REDIRECT_PARAM], locale), 'account.register.created');
  return redirectWithMessage(context, localisePath('/login', locale), 'account.register.confirmEmail', 'info');
}

export type ConfirmOutcome = { status: 'confirmed' } | { status: 'failed'; messageKey: MessageKey };

/** Opens the mailed link: confirms and logs in; a reused or broken link gets Shopware's message. */
export async function confirmRegistration(context: Readonly<RouterContextProvider>, url: URL): Promise<Response | ConfirmOutcome> {
  const hash = url.searchParams.get('hash') ?? '';
  const em = url.searchParams.get('em') ?? '';
  const { locale } = context.get(requestStateContext);
  if (!hash || !em) return { status: 'failed', messageKey: 'account.confirm.missing' };
  try {
    await context.get(storeApiContext).api.invoke('registerConfirm post /account/register-confirm', { body: { hash, em } });
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (!failure || failure.status >= 500) throwPageError(error);
    const code = failure.errors[0]?.code;
    return {
      status: 'failed',
      messageKey: code === 'CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED' ? 'messages.customerAlreadyConfirmed' : 'account.confirm.failed',
    };
  }
  return redirectWithMessage(context, localisePath('/account', locale), 'account.confirm.confirmed');
}

export function confirmFailure(outcome: ConfirmOutcome) {
  return data(outcome, { status: outcome.status === 'failed' ? 400 : 200 });
}
