// /breadcrumb/{id} as Shopware's BreadcrumbRoute answers it: `type` defaults to `product`; an id that
// is no visible product is tried as a category; a product without a category in the sales channel →
// 204; an unknown category → an empty list (domain/catalog/breadcrumb.ts).
import type { FastifyInstance } from 'fastify';
import { breadcrumbOf } from '../../domain/catalog/breadcrumb.ts';
import { isUuid } from '../../domain/ids.ts';
import type { AppDeps } from '../deps.ts';
import type { WithPathParams } from '../store-api-types.ts';
import { httpErrors } from '../errors.ts';
import { contextOf, payloadOf } from '../request.ts';

export function breadcrumbRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<WithPathParams<'readBreadcrumb get /breadcrumb/{id}'>>('/breadcrumb/:id', async (request, reply) => {
    const { id } = request.params;
    // The route's requirement is a Shopware id: anything else matches no route (404), as in Shopware.
    if (!isUuid(id)) throw httpErrors.routeNotFound(request.method, request.url);
    const payload = payloadOf(request);
    const crumbs = await breadcrumbOf(deps.db, contextOf(request), id, payload.type, payload.referrerCategoryId);
    // BreadcrumbException::categoryNotFoundForProduct is an HTTP 204 (no body).
    return crumbs ?? reply.code(204).send();
  });
}
