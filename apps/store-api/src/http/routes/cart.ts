// /checkout/cart routes, the method lists (/shipping-method, /payment-method) and the shipping costs before checkout (/shipping-cost/…).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addLineItems, clearCart, readCart, removeLineItems, updateLineItems } from '../../domain/cart/cart-service.ts';
import { cartFacts, offeredPaymentMethods, offeredShippingMethods } from '../../domain/cart/methods.ts';
import { cartShippingCosts, productShippingCosts } from '../../domain/cart/shipping-costs.ts';
import { searchResultBody } from '../../domain/criteria/search.ts';
import { serializePaymentMethod, serializeShippingMethod } from '../../domain/system/serializers.ts';
import type { AppDeps } from '../deps.ts';
import { bodyOf, catalogContextOf, contextOf, criteriaOf, payloadOf, throttleOf } from '../request.ts';
import { readRoute } from '../read-route.ts';
import type { WithCheckedQuery, WithPathParams } from '../store-api-types.ts';

export function cartRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const cc = (request: FastifyRequest) => catalogContextOf(deps, request);

  app.get('/checkout/cart', async (request) => (await readCart(db, contextOf(request), await cc(request))).cart);
  // Shopware reads `$request->request->all('items')`: no `items` is an empty list (the cart comes back
  // recalculated); an `items` that is no list stays a 400.
  const itemsBody = (request: FastifyRequest) => {
    const body = bodyOf(request);
    return 'items' in body ? body : { ...body, items: [] };
  };
  app.post('/checkout/cart/line-item', async (request) => {
    const ctx = contextOf(request);
    return (await addLineItems(db, ctx, await cc(request), itemsBody(request), throttleOf(deps, 'promotion', request))).cart;
  });
  app.patch('/checkout/cart/line-item', async (request) => (await updateLineItems(db, contextOf(request), await cc(request), itemsBody(request))).cart);
  app.post('/checkout/cart/line-item/delete', async (request) => (await removeLineItems(db, contextOf(request), await cc(request), bodyOf(request).ids)).cart);
  app.delete<WithCheckedQuery<'removeLineItemDeprecated delete /checkout/cart/line-item'>>('/checkout/cart/line-item', async (request) => {
    return (await removeLineItems(db, contextOf(request), await cc(request), request.query.ids ?? [])).cart;
  });
  app.delete('/checkout/cart', async (request, reply) => {
    await clearCart(db, contextOf(request).token);
    return reply.code(204).send();
  });

  /** Availability facts of the current cart when the request asks for `onlyAvailable`. */
  const factsFor = async (request: FastifyRequest) => {
    const value = payloadOf(request).onlyAvailable;
    const onlyAvailable = value === true || value === 'true' || value === '1' || value === 1;
    return onlyAvailable ? cartFacts(db, contextOf(request), await cc(request)) : undefined;
  };

  readRoute(app, '/shipping-method', async (request) => {
    const ctx = contextOf(request);
    criteriaOf(request);
    const { methods: visible, deliveryTimes } = await offeredShippingMethods(db, ctx.salesChannel.id, await factsFor(request));
    const elements = visible.map((row) =>
      serializeShippingMethod(
        row,
        ctx.chain,
        deliveryTimes.find((time) => time.id === row.delivery_time_id),
      ),
    );
    // The schema gives this route contradicting aggregation types (object and array): leave it out.
    const { aggregations: _aggregations, ...body } = searchResultBody(
      'shipping_method',
      { rows: visible, total: visible.length, page: 1, limit: undefined },
      elements,
    );
    return body;
  });

  // Shopware serves the cart's costs for GET and POST, a product's for GET only (its criteria in the query).
  readRoute(app, '/shipping-cost/cart', async (request) => cartShippingCosts(db, contextOf(request), await cc(request)));
  app.get<WithPathParams<'readShippingCostByProduct get /shipping-cost/product/{productId}'>>('/shipping-cost/product/:productId', async (request) =>
    productShippingCosts(db, contextOf(request), await cc(request), request.params.productId),
  );

  readRoute(app, '/payment-method', async (request) => {
    const ctx = contextOf(request);
    criteriaOf(request);
    const current = ctx.payload.paymentMethodId ?? ctx.salesChannel.payment_method_id;
    const visible = await offeredPaymentMethods(db, ctx.salesChannel.id, current, await factsFor(request));
    return searchResultBody(
      'payment_method',
      { rows: visible, total: visible.length, page: 1, limit: undefined },
      visible.map((row) => serializePaymentMethod(row, ctx.chain)),
      {},
    );
  });
}
