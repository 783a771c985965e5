// Checkout and order routes: /checkout/order, /handle-payment, /order, /order/payment,
// /order/state/cancel, /order/download/{orderId}/{downloadId} (store-api-behaviour.md §5).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogContext } from '../../domain/catalog/products/catalog-context.ts';
import { searchResultBody, searchRows } from '../../domain/criteria/search.ts';
import type { EntityDefinition } from '../../domain/criteria/sql.ts';
import type { Filter } from '../../domain/criteria/types.ts';
import { requireCustomer } from '../../domain/customer/guards.ts';
import { localeCodeOf } from '../../domain/customer/registration.ts';
import { sendOrderConfirmation } from '../../domain/order/confirmation-mail.ts';
import { serializeOrders } from '../../domain/order/order-serializer.ts';
import { cancelOrder, changeOrderPayment, handlePayment, ownOrder } from '../../domain/order/payment.ts';
import { placeOrder } from '../../domain/order/place-order.ts';
import { forget } from '../../cache-store.ts';
import type { OrderRow } from '../../domain/order/rows.ts';
import { stateStruct } from '../../domain/order/state-machines.ts';
import type { AppDeps } from '../deps.ts';
import { apiError, errors } from '../errors.ts';
import { contextOf, criteriaOf, payloadOf, publicBaseUrl } from '../request.ts';

const orderDefinition: EntityDefinition = {
  entity: 'order',
  table: '"order"',
  fields: {
    id: { sql: 't.id', kind: 'text' },
    orderNumber: { sql: 't.order_number', kind: 'text' },
    orderDateTime: { sql: 't.order_date_time', kind: 'date' },
    createdAt: { sql: 't.created_at', kind: 'date' },
    amountTotal: { sql: 't.amount_total', kind: 'number' },
    deepLinkCode: { sql: 't.deep_link_code', kind: 'text' },
    'stateMachineState.technicalName': { sql: 't.state', kind: 'text' },
  },
  searchFields: ['orderNumber'],
  defaultSort: [{ field: 'orderDateTime', order: 'DESC', naturalSorting: false }],
};

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  return payloadOf(request);
}

function deepLinkCodeOf(filters: readonly Filter[]): string | undefined {
  for (const filter of filters) if (filter.type === 'equals' && filter.field.replace(/^order\./, '') === 'deepLinkCode' && typeof filter.value === 'string') return filter.value;
  return undefined;
}

export function orderRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const view = async (request: FastifyRequest) => {
    const ctx = contextOf(request);
    const cc = await catalogContext(db, ctx, publicBaseUrl(request, deps.config.publicUrl), false);
    return { chain: ctx.chain, localeCode: cc.localeCode, defaultCurrencyId: cc.price.defaultCurrencyId, mediaBaseUrl: cc.mediaBaseUrl };
  };

  app.post('/checkout/order', async (request) => {
    const ctx = contextOf(request);
    const customer = await requireCustomer(db, ctx, { allowGuest: true });
    const cc = await catalogContext(db, ctx, publicBaseUrl(request, deps.config.publicUrl), false);
    const orderId = await placeOrder(db, ctx, cc, customer, bodyOf(request), (tx, id) => sendOrderConfirmation(tx, deps.mailer, id));
    // Stock changed: cached pages and listings must not show the old availability.
    await forget(db);
    const [order] = await db.query<OrderRow>('SELECT * FROM "order" WHERE id = $1', [orderId]);
    const [body] = await serializeOrders(db, order ? [order] : [], await view(request));
    return body;
  });

  const handlePaymentRoute = async (request: FastifyRequest) => {
    const ctx = contextOf(request);
    const customer = await requireCustomer(db, ctx, { allowGuest: true });
    const input = bodyOf(request);
    const order = await ownOrder(db, input.orderId, customer.id);
    const url = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
    return handlePayment(db, order, { finishUrl: url(input.finishUrl), errorUrl: url(input.errorUrl) }, publicBaseUrl(request, deps.config.publicUrl));
  };
  app.post('/handle-payment', handlePaymentRoute);
  app.get('/handle-payment', handlePaymentRoute);

  app.post('/order', async (request) => {
    const ctx = contextOf(request);
    const criteria = criteriaOf(request);
    const customer = ctx.payload.customerId ? await requireCustomer(db, ctx, { allowGuest: true }).catch(() => undefined) : undefined;
    let scope: (params: { add(value: string): string }) => string[];
    if (customer) {
      scope = (params) => [`t.customer_id = ${params.add(customer.id)}`, `t.sales_channel_id = ${params.add(ctx.salesChannel.id)}`];
    } else {
      // Guest access by deep link: the billing e-mail and zip code must match, within 30 days.
      const deepLinkCode = deepLinkCodeOf(criteria.filter);
      if (!deepLinkCode) throw errors.customerNotLoggedIn();
      const input = bodyOf(request);
      const [order] = await db.query<OrderRow & { zipcode: string | null; guest: boolean | null }>(
        `SELECT o.*, a.zipcode, c.guest FROM "order" o JOIN order_address a ON a.id = o.billing_address_id LEFT JOIN customer c ON c.id = o.customer_id
          WHERE o.deep_link_code = $1 AND o.sales_channel_id = $2 AND greatest(o.created_at, o.updated_at) > now() - interval '30 days'`,
        [deepLinkCode, ctx.salesChannel.id],
      );
      if (order && order.guest === false) throw errors.customerNotLoggedIn();
      if (typeof input.email !== 'string' || typeof input.zipcode !== 'string') throw apiError(403, 'CHECKOUT__GUEST_NOT_AUTHENTICATED', 'Guest not authenticated.');
      if (!order || order.order_customer.email.toLowerCase() !== input.email.trim().toLowerCase() || (order.zipcode ?? '') !== input.zipcode.trim()) {
        throw apiError(403, 'CHECKOUT__GUEST_WRONG_CREDENTIALS', 'Wrong credentials for guest authentication.');
      }
      scope = (params) => [`t.id = ${params.add(order.id)}`];
    }
    const result = await searchRows<OrderRow>(db, orderDefinition, criteria, (params) => scope(params));
    const elements = await serializeOrders(db, result.rows, await view(request));
    return { orders: searchResultBody('order', result, elements), paymentChangeable: Object.fromEntries(result.rows.map((row) => [row.id, true])), apiAlias: 'order_route_response_struct' };
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
    const order = await ownOrder(db, bodyOf(request).orderId, customer.id);
    const state = await cancelOrder(db, order);
    return stateStruct(state, await localeCodeOf(db, ctx.languageId));
  });

  app.get('/order/download/:orderId/:downloadId', async (request, reply) => {
    const ctx = contextOf(request);
    const customer = await requireCustomer(db, ctx, { allowGuest: true });
    const { orderId, downloadId } = request.params as { orderId: string; downloadId: string };
    const order = await ownOrder(db, orderId, customer.id);
    const [download] = await db.query<{ access_granted: boolean; path: string; file_name: string; file_extension: string; mime_type: string }>(
      `SELECT d.access_granted, p.path, p.file_name, p.file_extension, p.mime_type FROM order_line_item_download d
         JOIN product_download p ON p.id = d.product_download_id JOIN order_line_item i ON i.id = d.order_line_item_id
        WHERE d.id = $1 AND i.order_id = $2`,
      [downloadId, order.id],
    );
    if (!download) throw apiError(404, 'CHECKOUT__ORDER_DOWNLOAD_NOT_FOUND', `Download ${downloadId} not found.`, { downloadId });
    if (!download.access_granted) throw apiError(403, 'CHECKOUT__ORDER_DOWNLOAD_ACCESS_DENIED', 'The download is available once the order is paid.');
    const file = await deps.files.downloads.read(download.path);
    if (!file) throw apiError(404, 'CHECKOUT__ORDER_DOWNLOAD_NOT_FOUND', `Download ${downloadId} not found.`, { downloadId });
    return reply
      .header('content-type', download.mime_type)
      .header('content-disposition', `attachment; filename="${download.file_name}.${download.file_extension}"`)
      .header('content-length', file.size)
      .send(file.stream);
  });
}
