// Catalogue routes: /product, /product/{id} (+ find-variant, cross-selling, reviews, review),
// /product-listing/{categoryId}, /search, /search-suggest (docs/store-api-behaviour.md §2.3, §3).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadCategoryTree } from '../../domain/catalog/categories.ts';
import { crossSellings } from '../../domain/catalog/products/cross-selling.ts';
import { searchProductIds } from '../../domain/catalog/products/definition.ts';
import { parseListingParams } from '../../domain/catalog/products/listing-params.ts';
import { activeProductRow, findProductVariant } from '../../domain/catalog/products/product-detail.ts';
import { productPage } from '../../domain/catalog/products/product-page.ts';
import { productListing, VISIBILITY } from '../../domain/catalog/products/product-listing.ts';
import { loadProducts } from '../../domain/catalog/products/product-loader.ts';
import { saveReview, searchReviews, serializeReview } from '../../domain/catalog/products/reviews.ts';
import { requireCustomer } from '../../domain/customer/guards.ts';
import { searchResultBody } from '../../domain/criteria/search.ts';
import type { AppDeps } from '../deps.ts';
import type { WithPathParams } from '../store-api-types.ts';
import { domainError } from '../../domain/errors.ts';
import { bodyOf, catalogContextOf, contextOf, criteriaOf, payloadOf } from '../request.ts';
import { requireUuid } from '../../domain/ids.ts';
import { readRoute } from '../read-route.ts';
import { cachedRead } from '../cached-read.ts';

export function productRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const cc = (request: FastifyRequest) => catalogContextOf(deps, request);
  type ProductRoute = WithPathParams<'readProductDetailGet get /product/{productId}'>;
  const productId = (request: FastifyRequest<ProductRoute>) => requireUuid(request.params.productId);

  // Cached like the listing: storefronts ask it for every listing page's variants (swatches, ADR 0029).
  readRoute(app, '/product', async (request) =>
    cachedRead(deps, request, 'product', async () => {
      const context = await cc(request);
      const result = await searchProductIds(db, context.chain, criteriaOf(request));
      return searchResultBody(
        'product',
        result,
        await loadProducts(
          db,
          result.rows.map((row) => row.id),
          context,
        ),
      );
    }),
  );

  readRoute<ProductRoute>(app, '/product/:productId', async (request) =>
    productPage(db, productId(request), await cc(request), { payload: payloadOf(request) }),
  );

  // POST in 6.6; the 6.7 schema adds GET with `options[]` in the query.
  readRoute<ProductRoute>(app, '/product/:productId/find-variant', async (request) => findProductVariant(db, productId(request), payloadOf(request)));

  readRoute<ProductRoute>(app, '/product/:productId/cross-selling', async (request) => {
    const id = productId(request);
    const row = await activeProductRow(db, id);
    return crossSellings(db, id, row.parent_id, await cc(request));
  });

  readRoute<ProductRoute>(app, '/product/:productId/reviews', async (request) => {
    const id = productId(request);
    const row = await activeProductRow(db, id);
    const result = await searchReviews(db, id, row.parent_id, criteriaOf(request), contextOf(request).payload.customerId);
    return searchResultBody('product_review', result, result.rows.map(serializeReview));
  });

  app.post<ProductRoute>('/product/:productId/review', async (request, reply) => {
    const id = productId(request);
    const ctx = contextOf(request);
    const customer = await requireCustomer(db, ctx, { allowGuest: false });
    await activeProductRow(db, id);
    await saveReview(
      db,
      id,
      {
        customerId: customer.id,
        name: `${customer.first_name} ${customer.last_name}`,
        email: customer.email,
        languageId: ctx.languageId,
        salesChannelId: ctx.salesChannel.id,
      },
      bodyOf(request),
    );
    return reply.code(204).send();
  });

  readRoute<WithPathParams<'readProductListingGet get /product-listing/{categoryId}'>>(app, '/product-listing/:categoryId', async (request) => {
    const { categoryId } = request.params;
    const ctx = contextOf(request);
    const id = categoryId === 'home' ? ctx.salesChannel.navigation_category_id : requireUuid(categoryId);
    const tree = await loadCategoryTree(db);
    if (!tree.byId.get(id)?.active) throw domainError(404, 'PRODUCT__CATEGORY_NOT_FOUND', `Category "${categoryId}" not found.`, { id: categoryId });
    return cachedRead(deps, request, 'listing', async () =>
      productListing(db, await cc(request), parseListingParams(payloadOf(request)), { categoryId: id, minVisibility: VISIBILITY.all }, tree),
    );
  });

  const searchRoute = (path: string) =>
    readRoute(app, path, async (request) => {
      const params = parseListingParams(payloadOf(request));
      if (!params.search) throw domainError(400, 'FRAMEWORK__MISSING_REQUEST_PARAMETER', 'Parameter "search" is missing.', { parameterName: 'search' });
      const search = params.search;
      return cachedRead(deps, request, path, async () => productListing(db, await cc(request), params, { search, minVisibility: VISIBILITY.search }));
    });
  searchRoute('/search');
  searchRoute('/search-suggest');
}
