// Who may see an order page (/account/order/{deepLinkCode}) and how the order is read (POST /order):
// the session's customer sees their own orders (a logged-in customer gets a 404 for anyone else's); a
// guest — or anyone holding the mail's link — answers with the order's e-mail address and billing postal
// code (Shopware's guest authentication) and is logged in as that order's guest (`login: true`, Shopware
// 6.6.10+): the Store API rotates the visitor's context token, the session middleware keeps the new one,
// and from then on the order is the session's own — cancel and pay again work in any browser.
import type { RouterContextProvider } from 'react-router';
import { readConfig } from '../../lib/config.server.ts';
import { CLIENT_IP_HEADER } from '../../lib/http/client-ip.ts';
import { requestStateContext, sessionSummaryContext, storeApiContext } from '../../lib/request-context.ts';
import { createStoreApiSession, type StoreApiClient } from '../../lib/store-api/client.server.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import type { Schemas } from '../../lib/store-api/types.ts';
import { productSeoPaths } from '../cart/index.server.ts';
import { orderProductIds } from './orders.server.ts';
import { notFound, throwPageError } from '../../lib/http/error-responses.server.ts';
import { withEmptyBody } from '../../lib/store-api/empty-body.ts';
import type { GuestAnswers } from './guest-access.ts';
import { orderDetailView, type OrderDetailView } from './order-detail.ts';

type Context = Readonly<RouterContextProvider>;

const ORDER_ASSOCIATIONS = {
  stateMachineState: {},
  currency: {},
  billingAddress: { associations: { country: {}, countryState: {} } },
  lineItems: { associations: { downloads: { associations: { media: {} } } } },
  deliveries: { associations: { shippingMethod: {}, stateMachineState: {}, shippingOrderAddress: { associations: { country: {}, countryState: {} } } } },
  transactions: { associations: { paymentMethod: {}, stateMachineState: {} } },
};

/** Why a guest's answers did not open the order. */
export type GuestRefusal =
  /** No answers yet, or the order is unknown or older than 30 days (Shopware does not tell these apart). */
  | { reason: 'ask' }
  | { reason: 'wrong' }
  | { reason: 'throttled'; seconds: number }
  /** The order belongs to a customer account: they sign in. */
  | { reason: 'sign-in' };

export type OrderAccess =
  /** The order is the session customer's (guests included once their answers logged them in): cancel and pay again work. */
  { found: true; order: OrderDetailView; via: 'session' } | ({ found: false } & GuestRefusal);

function criteria(deepLinkCode: string) {
  return { filter: [{ type: 'equals' as const, field: 'deepLinkCode', value: deepLinkCode }], limit: 1, associations: ORDER_ASSOCIATIONS };
}

async function view(context: Context, order: Schemas['Order']): Promise<OrderDetailView> {
  const { api } = context.get(storeApiContext);
  const paths = await productSeoPaths(api, orderProductIds([order]));
  return orderDetailView(order, context.get(requestStateContext).locale, paths);
}

/** A client without the visitor's context token, in the page's language, for the guest check. */
function anonymousClient(context: Context, request: Request): StoreApiClient {
  const session = createStoreApiSession(
    readConfig(),
    undefined,
    request.headers.get(CLIENT_IP_HEADER) ?? undefined,
    request.headers.get('x-request-id') ?? undefined,
  );
  const languageId = context.get(sessionSummaryContext).languageId;
  if (languageId) session.api.defaultHeaders.apply({ 'sw-language-id': languageId });
  return session.api;
}

function refusalOf(error: unknown): GuestRefusal {
  const failure = storeApiFailureOf(error);
  const code = failure?.errors[0]?.code;
  if (failure?.status === 429) return { reason: 'throttled', seconds: Number(failure.errors[0]?.meta?.parameters?.seconds ?? 30) || 30 };
  if (code === 'CHECKOUT__GUEST_WRONG_CREDENTIALS') return { reason: 'wrong' };
  if (code === 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN') return { reason: 'sign-in' };
  if (failure && failure.status < 500) return { reason: 'ask' };
  throwPageError(error);
}

/**
 * The guest check without logging in, from a client without the visitor's token (a guest session with
 * another order in it would narrow the search to its own orders). Without answers it tells "ask" from
 * "sign in" (a registered customer's order).
 */
async function checkAnswers(context: Context, request: Request, deepLinkCode: string, answers: GuestAnswers | null): Promise<OrderAccess> {
  try {
    const { data } = await anonymousClient(context, request).invoke('readOrder post /order', {
      body: { ...criteria(deepLinkCode), ...(answers ? { email: answers.email, zipcode: answers.zipcode } : {}) },
    });
    const order = data.orders?.elements?.[0];
    return order ? { found: true, order: await view(context, order), via: 'session' } : { found: false, reason: 'ask' };
  } catch (error) {
    return { found: false, ...refusalOf(error) };
  }
}

/** Reads the order in the visitor's own context with the answers and `login: true` (the token rotates). */
async function logInAsGuest(context: Context, deepLinkCode: string, answers: GuestAnswers): Promise<OrderAccess> {
  const { api } = context.get(storeApiContext);
  try {
    const { data } = await api.invoke('readOrder post /order', { body: { ...criteria(deepLinkCode), ...answers, login: true } });
    const order = data.orders?.elements?.[0];
    return order ? { found: true, order: await view(context, order), via: 'session' } : { found: false, reason: 'ask' };
  } catch (error) {
    return { found: false, ...refusalOf(error) };
  }
}

/**
 * The guest form: right answers log the visitor in as the order's guest. A session that already holds
 * another order's guest finds nothing (the Store API searches that customer's orders and logs nobody
 * in); once the answers are checked without it, that guest is logged out and the order's guest in —
 * as signing in to another account would.
 */
export async function openWithAnswers(context: Context, request: Request, deepLinkCode: string, answers: GuestAnswers): Promise<OrderAccess> {
  const access = await logInAsGuest(context, deepLinkCode, answers);
  // A registered customer is not signed out by a guest form (their page of someone else's order is a 404).
  if (access.found || access.reason !== 'ask' || context.get(sessionSummaryContext).loggedIn) return access;
  const checked = await checkAnswers(context, request, deepLinkCode, answers);
  if (!checked.found) return checked;
  try {
    await context.get(storeApiContext).api.invoke('logoutCustomer post /account/logout', withEmptyBody({}));
  } catch (error) {
    throwPageError(error);
  }
  return logInAsGuest(context, deepLinkCode, answers);
}

/** The order of the page: the session's own, else the guest form ("ask") or the login ("sign-in"). */
export async function findOrder(context: Context, request: Request, deepLinkCode: string): Promise<OrderAccess> {
  const { api } = context.get(storeApiContext);
  const { loggedIn } = context.get(sessionSummaryContext);
  try {
    const { data } = await api.invoke('readOrder post /order', { body: criteria(deepLinkCode) });
    const order = data.orders?.elements?.[0];
    if (order) return { found: true, order: await view(context, order), via: 'session' };
    // Another customer's order looks like a missing one.
    if (loggedIn) notFound();
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (!failure || failure.status >= 500) throwPageError(error);
    if (loggedIn) notFound();
  }
  return checkAnswers(context, request, deepLinkCode, null);
}
