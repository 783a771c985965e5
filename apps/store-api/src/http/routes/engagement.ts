// Newsletter, wishlist and contact form routes (store-api-behaviour.md §2.1, §2.6).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendContactForm } from '../../domain/contact/contact-form.ts';
import { catalogContext } from '../../domain/catalog/products/catalog-context.ts';
import { loadProducts } from '../../domain/catalog/products/product-loader.ts';
import { requireCustomer, sessionCustomer } from '../../domain/customer/guards.ts';
import { confirm, subscribe, unsubscribe } from '../../domain/newsletter/newsletter.ts';
import { addToWishlist, assertWishlistEnabled, findWishlist, mergeWishlist, removeFromWishlist, serializeWishlist } from '../../domain/wishlist/wishlist.ts';
import { paging } from '../../domain/criteria/sql.ts';
import type { AppDeps } from '../deps.ts';
import { domainError } from '../../domain/errors.ts';
import { bodyOf, contextOf, criteriaOf, publicBaseUrl } from '../request.ts';
import { readRoute } from './system.ts';

const SUCCESS = { success: true, apiAlias: 'array_struct' } as const;

export function engagementRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  app.post('/newsletter/subscribe', async (request) => {
    const ctx = contextOf(request);
    const status = await subscribe(db, deps.mailer, ctx, bodyOf(request), Boolean(await sessionCustomer(db, ctx)));
    return { success: true, status };
  });

  app.post('/newsletter/confirm', async (request) => {
    await confirm(db, contextOf(request), bodyOf(request));
    return SUCCESS;
  });

  app.post('/newsletter/unsubscribe', async (request, reply) => {
    await unsubscribe(db, contextOf(request), bodyOf(request).email);
    return reply.code(204).send();
  });

  app.post('/contact-form', async (request) => sendContactForm(db, deps.mailer, contextOf(request), bodyOf(request)));

  /** Wishlist routes: enabled in the channel, and a registered customer. */
  const wishlistCustomer = async (request: FastifyRequest) => {
    const ctx = contextOf(request);
    await assertWishlistEnabled(db, ctx.salesChannel.id);
    return requireCustomer(db, ctx, { allowGuest: false });
  };

  readRoute(app, '/customer/wishlist', async (request) => {
    const ctx = contextOf(request);
    const customer = await wishlistCustomer(request);
    const wishlist = await findWishlist(db, customer.id, ctx.salesChannel.id);
    if (!wishlist) throw domainError(404, 'CHECKOUT__WISHLIST_NOT_FOUND', 'Wishlist for this customer was not found.');
    const criteria = criteriaOf(request);
    const { limit, offset } = paging(criteria);
    const ids = await db.query<{ product_id: string }>(
      `SELECT w.product_id FROM customer_wishlist_product w JOIN product p ON p.id = w.product_id AND p.active
        WHERE w.wishlist_id = $1 ORDER BY w.created_at DESC, w.id ${limit === undefined ? '' : `LIMIT ${limit}`} OFFSET ${offset}`,
      [wishlist.id],
    );
    const [count] = await db.query<{ count: string | number }>('SELECT count(*) AS count FROM customer_wishlist_product w JOIN product p ON p.id = w.product_id AND p.active WHERE w.wishlist_id = $1', [wishlist.id]);
    const cc = await catalogContext(db, ctx, publicBaseUrl(request, deps.config.publicUrl), request.headers['sw-include-seo-urls'] !== undefined);
    const elements = await loadProducts(db, ids.map((row) => row.product_id), cc);
    return {
      wishlist: serializeWishlist(wishlist),
      products: {
        entity: 'product', elements, total: Number(count?.count ?? 0), page: criteria.page, limit: limit ?? elements.length, aggregations: {},
        availableSortings: [], currentFilters: { navigationId: ctx.salesChannel.navigation_category_id, manufacturer: [], price: { min: 0, max: 0 }, rating: null, 'shipping-free': false, properties: [] },
        apiAlias: 'product_listing',
      },
      apiAlias: 'wishlist_products',
    };
  });

  app.post('/customer/wishlist/add/:productId', async (request) => {
    const customer = await wishlistCustomer(request);
    await addToWishlist(db, customer.id, contextOf(request).salesChannel.id, (request.params as { productId: string }).productId);
    return SUCCESS;
  });

  app.delete('/customer/wishlist/delete/:productId', async (request) => {
    const customer = await wishlistCustomer(request);
    await removeFromWishlist(db, customer.id, contextOf(request).salesChannel.id, (request.params as { productId: string }).productId);
    return SUCCESS;
  });

  app.post('/customer/wishlist/merge', async (request) => {
    const customer = await wishlistCustomer(request);
    await mergeWishlist(db, customer.id, contextOf(request).salesChannel.id, bodyOf(request).productIds);
    return SUCCESS;
  });
}
