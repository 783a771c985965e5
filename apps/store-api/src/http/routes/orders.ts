// Checkout and order routes: /checkout/order, /handle-payment, /order, /order/payment,
// /order/state/cancel, /order/download/{orderId}/{downloadId} (docs/store-api-behaviour.md §5).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { searchResultBody } from '../../domain/criteria/search.ts';
import { startCustomerSession } from '../../domain/customer/authentication.ts';
import { requireCustomer } from '../../domain/customer/guards.ts';
import { findCustomer } from '../../domain/customer/serialize.ts';
import { localeCodeOf } from '../../domain/system/lookups.ts';
import { sendOrderConfirmation } from '../../domain/order/confirmation-mail.ts';
import { serializeOrders } from '../../domain/order/order-serializer.ts';
import { cancelOrder } from '../../domain/order/cancel-order.ts';
import { changeOrderPayment, handlePayment, ownOrder } from '../../domain/order/payment.ts';
import { idempotencyKeyOf, placeOrder } from '../../domain/order/place-order.ts';
import { forget } from '../../cache-store.ts';
import {
  downloadNotFound,
  grantedDownload,
  guestOrder,
  loadOrder,
  searchOrders,
  unguarded,
  type GuestOrderGuard,
  type OrderScope,
} from '../../domain/order/order-access.ts';
import { stateStruct } from '../../domain/order/state-machines.ts';
import { mailFreshGuestLink } from '../../domain/order/guest-link.ts';
import type { AppDeps } from '../deps.ts';
import type { WithPathParams } from '../store-api-types.ts';
import { catalogContextOf, contextOf, criteriaOf, payloadOf, publicBaseUrl } from '../request.ts';

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  return payloadOf(request);
}

/** The guest check's wrong-answer throttle for this request's client (request.ip: the shopper behind a trusted proxy). */
function guestOrderGuard(deps: AppDeps, request: FastifyRequest): GuestOrderGuard {
  const throttles = deps.throttles;
  if (!throttles) return unguarded;
  return {
    guard: (code) => throttles.guardGuestOrder(code, request.ip),
    failed: (code) => throttles.guestOrderFailed(code, request.ip),
    passed: (code) => throttles.guestOrderPassed(code, request.ip),
  };
}

/** RequestParamHelper::get's truthiness: JSON true, 1, "1", "true" log in; absent, false, 0, "" and "0" do not. */
function phpTruthy(value: unknown): boolean {
  return value !== undefined && value !== null && value !== false && value !== 0 && value !== '' && value !== '0';
}

export function orderRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const view = async (request: FastifyRequest) => {
    const ctx = contextOf(request);
    const cc = await catalogContextOf(deps, request, false);
    return { chain: ctx.chain, localeCode: cc.localeCode, defaultCurrencyId: cc.price.defaultCurrencyId, mediaBaseUrl: cc.mediaBaseUrl };
  };

  app.post('/checkout/order', async (request) => {
    const ctx = contextOf(request);
    const customer = await requireCustomer(db, ctx, { allowGuest: true });
    const cc = await catalogContextOf(deps, request, false);
    // A client that lost the answer repeats the post with the same Idempotency-Key and gets the same order.
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    const orderId = await placeOrder(db, ctx, cc, customer, bodyOf(request), (tx, id) => sendOrderConfirmation(tx, deps.mailer, id), key);
    // Stock changed: cached pages and listings must not show the old availability.
    await forget(db);
    const order = await loadOrder(db, orderId);
    const [body] = await serializeOrders(db, order ? [order] : [], await view(request));
    return body;
  });

  const handlePaymentRoute = async (request: FastifyRequest) => {
    const ctx = contextOf(request);
    const customer = await requireCustomer(db, ctx, { allowGuest: true });
    const input = bodyOf(request);
    const order = await ownOrder(db, input.orderId, customer.id);
    const url = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
    // Shopware hands the whole request to the payment handler; the card fields' method reads `paymentDetails.cardToken`.
    return handlePayment(
      db,
      order,
      { finishUrl: url(input.finishUrl), errorUrl: url(input.errorUrl), paymentDetails: input.paymentDetails },
      publicBaseUrl(request, deps.config.publicUrl),
    );
  };
  app.post('/handle-payment', handlePaymentRoute);
  app.get('/handle-payment', handlePaymentRoute);

  app.post('/order', async (request, reply) => {
    const ctx = contextOf(request);
    const criteria = criteriaOf(request);
    const input = bodyOf(request);
    const customer = ctx.payload.customerId ? await requireCustomer(db, ctx, { allowGuest: true }).catch(() => undefined) : undefined;
    let scope: OrderScope;
    if (customer) scope = { customerId: customer.id, salesChannelId: ctx.salesChannel.id };
    else {
      // Guest access by deep link: the billing e-mail and zip code must match, within 30 days.
      const order = await guestOrder(db, ctx.salesChannel.id, criteria, input, guestOrderGuard(deps, request), (locked) =>
        mailFreshGuestLink(db, deps.mailer, locked),
      );
      scope = { orderId: order.id };
      // `login` (newer Shopware OrderRoute::load): the order's guest customer is logged into this context like a
      // login (AccountService::loginById), so cancel and pay again work in another browser too.
      // guestOrder only lets guest customers' orders through; the token rotates.
      if (phpTruthy(input.login) && order.customer_id) {
        const guest = await findCustomer(db, order.customer_id);
        if (guest) reply.header('sw-context-token', await startCustomerSession(db, ctx, guest));
      }
    }
    const result = await searchOrders(db, criteria, scope);
    const elements = await serializeOrders(db, result.rows, await view(request));
    return {
      orders: searchResultBody('order', result, elements),
      paymentChangeable: Object.fromEntries(result.rows.map((row) => [row.id, true])),
      apiAlias: 'order_route_response_struct',
    };
  });

  app.post('/order/payment', async (request) => {
    const ctx = contextOf(request);
    const customer = await requireCustomer(db, ctx, { allowGuest: true });
    const input = bodyOf(request);
    const order = await ownOrder(db, input.orderId, customer.id);
    await changeOrderPayment(db, order, input.paymentMethodId, ctx.salesChannel.id);
    return { success: true, apiAlias: 'array_struct' };
  });

  app.post('/order/state/cancel', async (request) => {
    const ctx = contextOf(request);
    const customer = await requireCustomer(db, ctx, { allowGuest: true });
    const state = await cancelOrder(db, deps.mailer, bodyOf(request).orderId, customer.id);
    // Stock came back: cached pages and listings must not show the old availability.
    await forget(db);
    return stateStruct(state, await localeCodeOf(db, ctx.languageId));
  });

  app.get<WithPathParams<'orderDownloadFile get /order/download/{orderId}/{downloadId}'>>('/order/download/:orderId/:downloadId', async (request, reply) => {
    const ctx = contextOf(request);
    const customer = await requireCustomer(db, ctx, { allowGuest: true });
    const { orderId, downloadId } = request.params;
    const order = await ownOrder(db, orderId, customer.id);
    const download = await grantedDownload(db, order.id, downloadId);
    const file = await deps.files.downloads.read(download.path);
    if (!file) throw downloadNotFound(downloadId);
    return reply
      .header('content-type', download.mime_type)
      .header('content-disposition', `attachment; filename="${download.file_name}.${download.file_extension}"`)
      .header('content-length', file.size)
      .send(file.stream);
  });
}
