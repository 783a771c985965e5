// /checkout/cart routes and the method lists (/shipping-method, /payment-method).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogContext } from '../../domain/catalog/products/catalog-context.ts';
import { ruleMatches } from '../../domain/cart/availability.ts';
import { addLineItems, clearCart, readCart, removeLineItems, updateLineItems } from '../../domain/cart/cart-service.ts';
import type { AvailabilityRule } from '../../domain/cart/types.ts';
import { searchResultBody } from '../../domain/criteria/search.ts';
import type { DeliveryTimeRow, PaymentMethodRow, ShippingMethodRow } from '../../domain/system/rows.ts';
import { serializePaymentMethod, serializeShippingMethod } from '../../domain/system/serializers.ts';
import type { AppDeps } from '../deps.ts';
import { bodyOf, contextOf, criteriaOf, payloadOf, publicBaseUrl } from '../request.ts';
import { readRoute } from './system.ts';

export function cartRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const cc = (request: FastifyRequest) => catalogContext(db, contextOf(request), publicBaseUrl(request, deps.config.publicUrl), request.headers['sw-include-seo-urls'] !== undefined);

  app.get('/checkout/cart', async (request) => (await readCart(db, contextOf(request), await cc(request))).cart);
  // Shopware reads `$request->request->all('items')`: no `items` is an empty list (the cart comes back
  // recalculated); an `items` that is no list stays a 400.
  const itemsBody = (request: FastifyRequest) => {
    const body = bodyOf(request);
    return 'items' in body ? body : { ...body, items: [] };
  };
  app.post('/checkout/cart/line-item', async (request) => (await addLineItems(db, contextOf(request), await cc(request), itemsBody(request))).cart);
  app.patch('/checkout/cart/line-item', async (request) => (await updateLineItems(db, contextOf(request), await cc(request), itemsBody(request))).cart);
  app.post('/checkout/cart/line-item/delete', async (request) => (await removeLineItems(db, contextOf(request), await cc(request), (request.body as { ids?: unknown } | undefined)?.ids)).cart);
  app.delete('/checkout/cart/line-item', async (request) => {
    const { ids } = request.query as Record<string, unknown>;
    return (await removeLineItems(db, contextOf(request), await cc(request), Array.isArray(ids) ? ids : typeof ids === 'string' ? ids.split('|') : [])).cart;
  });
  app.delete('/checkout/cart', async (request, reply) => {
    await clearCart(db, contextOf(request).token);
    return reply.code(204).send();
  });

  /** Availability facts of the current cart, for `onlyAvailable`. */
  const cartFacts = async (request: FastifyRequest) => {
    const result = await readCart(db, contextOf(request), await cc(request));
    const cart = result.cart as { price: { positionPrice: number }; lineItems: Array<{ states?: string[]; type: string }> };
    const context = await cc(request);
    const [country] = await db.query<{ iso: string }>('SELECT iso FROM country WHERE id = $1', [contextOf(request).payload.countryId ?? contextOf(request).salesChannel.country_id]);
    return {
      countryIso: country?.iso ?? '',
      goodsTotal: cart.price.positionPrice / Number(context.price.currencyFactor),
      hasPhysicalItems: cart.lineItems.some((item) => item.type === 'product' && !(item.states ?? []).includes('is-download')),
    };
  };
  const onlyAvailable = (request: FastifyRequest) => {
    const value = payloadOf(request).onlyAvailable;
    return value === true || value === 'true' || value === '1' || value === 1;
  };

  readRoute(app, '/shipping-method', async (request) => {
    const ctx = contextOf(request);
    criteriaOf(request);
    const rows = await db.query<ShippingMethodRow & { availability: AvailabilityRule }>(
      'SELECT m.* FROM shipping_method m JOIN sales_channel_shipping_method s ON s.shipping_method_id = m.id WHERE s.sales_channel_id = $1 AND m.active ORDER BY m.position, m.id',
      [ctx.salesChannel.id],
    );
    const facts = onlyAvailable(request) ? await cartFacts(request) : undefined;
    const times = await db.query<DeliveryTimeRow>('SELECT * FROM delivery_time');
    const visible = rows.filter((row) => !facts || ruleMatches(row.availability, facts));
    const elements = visible.map((row) => serializeShippingMethod(row, ctx.chain, times.find((time) => time.id === row.delivery_time_id)));
    // The schema gives this route contradicting aggregation types (object and array): leave it out.
    const { aggregations: _aggregations, ...body } = searchResultBody('shipping_method', { rows: visible, total: visible.length, page: 1, limit: undefined }, elements);
    return body;
  });

  readRoute(app, '/payment-method', async (request) => {
    const ctx = contextOf(request);
    criteriaOf(request);
    const current = ctx.payload.paymentMethodId ?? ctx.salesChannel.payment_method_id;
    const rows = await db.query<PaymentMethodRow & { availability: AvailabilityRule }>(
      `SELECT m.* FROM payment_method m JOIN sales_channel_payment_method s ON s.payment_method_id = m.id WHERE s.sales_channel_id = $1 AND m.active
        ORDER BY (m.id = $2) DESC, m.position, m.id`,
      [ctx.salesChannel.id, current],
    );
    const facts = onlyAvailable(request) ? await cartFacts(request) : undefined;
    const visible = rows.filter((row) => !facts || ruleMatches(row.availability, facts));
    return searchResultBody('payment_method', { rows: visible, total: visible.length, page: 1, limit: undefined }, visible.map((row) => serializePaymentMethod(row, ctx.chain)), {});
  });
}
