// Newsletter, wishlist and contact form routes (docs/store-api-behaviour.md §2.1, §2.6).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendContactForm } from '../../domain/contact/contact-form.ts';
import { loadProducts } from '../../domain/catalog/products/product-loader.ts';
import { requireCustomer, sessionCustomer } from '../../domain/customer/guards.ts';
import { confirm, subscribe, unsubscribe } from '../../domain/newsletter/newsletter.ts';
import {
  addToWishlist,
  assertWishlistEnabled,
  mergeWishlist,
  removeFromWishlist,
  requireWishlist,
  serializeWishlist,
  wishlistProductPage,
} from '../../domain/wishlist/wishlist.ts';
import type { AppDeps } from '../deps.ts';
import type { WithCheckedBody, WithPathParams } from '../store-api-types.ts';
import { bodyOf, catalogContextOf, contextOf, criteriaOf, throttleOf } from '../request.ts';
import { readRoute } from '../read-route.ts';

const SUCCESS = { success: true, apiAlias: 'array_struct' } as const;

export function engagementRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  app.post('/newsletter/subscribe', async (request) => {
    const ctx = contextOf(request);
    const status = await subscribe(db, deps.mailer, ctx, bodyOf(request), Boolean(await sessionCustomer(db, ctx)), throttleOf(deps, 'newsletter', request));
    return { success: true, status };
  });

  app.post<WithCheckedBody<'confirmNewsletter post /newsletter/confirm'>>('/newsletter/confirm', async (request) => {
    await confirm(db, contextOf(request), request.body ?? {});
    return SUCCESS;
  });

  app.post('/newsletter/unsubscribe', async (request, reply) => {
    await unsubscribe(db, contextOf(request), bodyOf(request).email);
    return reply.code(204).send();
  });

  app.post('/contact-form', async (request) => sendContactForm(db, deps.mailer, contextOf(request), bodyOf(request), throttleOf(deps, 'contact', request)));

  /** Wishlist routes: enabled in the channel, and a registered customer. */
  const wishlistCustomer = async (request: FastifyRequest) => {
    const ctx = contextOf(request);
    await assertWishlistEnabled(db, ctx.salesChannel.id);
    return requireCustomer(db, ctx, { allowGuest: false });
  };

  readRoute(app, '/customer/wishlist', async (request) => {
    const ctx = contextOf(request);
    const customer = await wishlistCustomer(request);
    const wishlist = await requireWishlist(db, customer.id, ctx.salesChannel.id);
    const criteria = criteriaOf(request);
    const { productIds, total, limit } = await wishlistProductPage(db, wishlist.id, criteria);
    const cc = await catalogContextOf(deps, request);
    const elements = await loadProducts(db, productIds, cc);
    return {
      wishlist: serializeWishlist(wishlist),
      products: {
        entity: 'product',
        elements,
        total,
        page: criteria.page,
        limit: limit ?? elements.length,
        aggregations: {},
        availableSortings: [],
        currentFilters: {
          navigationId: ctx.salesChannel.navigation_category_id,
          manufacturer: [],
          price: { min: 0, max: 0 },
          rating: null,
          'shipping-free': false,
          properties: [],
        },
        apiAlias: 'product_listing',
      },
      apiAlias: 'wishlist_products',
    };
  });

  app.post<WithPathParams<'addProductOnWishlist post /customer/wishlist/add/{productId}'>>('/customer/wishlist/add/:productId', async (request) => {
    const customer = await wishlistCustomer(request);
    await addToWishlist(db, customer.id, contextOf(request).salesChannel.id, request.params.productId);
    return SUCCESS;
  });

  app.delete<WithPathParams<'deleteProductOnWishlist delete /customer/wishlist/delete/{productId}'>>(
    '/customer/wishlist/delete/:productId',
    async (request) => {
      const customer = await wishlistCustomer(request);
      await removeFromWishlist(db, customer.id, contextOf(request).salesChannel.id, request.params.productId);
      return SUCCESS;
    },
  );

  app.post('/customer/wishlist/merge', async (request) => {
    const customer = await wishlistCustomer(request);
    await mergeWishlist(db, customer.id, contextOf(request).salesChannel.id, bodyOf(request).productIds);
    return SUCCESS;
  });
}
