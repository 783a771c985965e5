// Navigation and content: /navigation/{activeId}/{rootId}, /category/{id}, /cms/{id},
// /landing-page/{id} (docs/store-api-behaviour.md §2.1, §2.2); which category is shown is decided in
// domain/catalog/category-resolution.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { categorySlotConfig, loadCategoryTree, serializeCategory } from '../../domain/catalog/categories.ts';
import { categoryCmsPageId, categoryIdOf, navigationCategoryId, navigationOf, shownCategory } from '../../domain/catalog/category-resolution.ts';
import type { CategoryTree, NavigationNode } from '../../domain/catalog/category-tree.ts';
import { activeLandingPage, landingPageSlotConfig, serializeLandingPage } from '../../domain/catalog/landing-pages.ts';
import { loadCmsPage, resolveCmsPage, type AsyncElementResolver } from '../../domain/cms/cms-page.ts';
import type { CmsPageRow } from '../../domain/cms/structure.ts';
import { catalogSlotResolver } from '../../domain/catalog/products/cms-slots.ts';
import { cachedRead } from '../cached-read.ts';
import { canonicalSeoUrls, type SerializedSeoUrl } from '../../domain/seo/seo-urls.ts';
import type { AppDeps } from '../deps.ts';
import { errors } from '../../domain/errors.ts';
import { catalogContextOf, contextOf, criteriaOf, payloadOf, publicBaseUrl, wantsSeoUrls } from '../request.ts';
import { requireUuid } from '../../domain/ids.ts';
import { readRoute } from '../read-route.ts';
import type { WithPathParams } from '../store-api-types.ts';

/** The products of a page's elements: their SEO URLs only by the header, as the criteria are the category's or landing page's. */
function elementsWantSeoUrls(request: FastifyRequest): boolean {
  return request.headers['sw-include-seo-urls'] !== undefined;
}

function onlySlots(request: FastifyRequest): Set<string> | undefined {
  const slots = payloadOf(request).slots;
  return typeof slots === 'string' && slots !== '' ? new Set(slots.split('|')) : undefined;
}

export function contentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  const cachedPage = <T>(request: FastifyRequest, route: string, compute: () => Promise<T>) => cachedRead(deps, request, route, compute);

  /** Catalogue elements (listing, product boxes, forms …) resolved for this request's context. */
  async function catalogSlots(request: FastifyRequest, options: { categoryId?: string; tree?: CategoryTree } = {}): Promise<AsyncElementResolver> {
    const cc = await catalogContextOf(deps, request, elementsWantSeoUrls(request));
    return catalogSlotResolver(db, cc, { ...options, listingPayload: payloadOf(request) });
  }

  /** A CMS page resolved for this request: its slots' data in the request's language, with the entity's slot overrides. */
  async function resolvePage(
    request: FastifyRequest,
    page: CmsPageRow,
    shownWith: { slotConfig?: Record<string, unknown>; entity?: Record<string, unknown>; category?: { categoryId: string; tree: CategoryTree } } = {},
  ) {
    return resolveCmsPage(db, page, {
      chain: contextOf(request).chain,
      mediaBaseUrl: publicBaseUrl(request, deps.config.publicUrl),
      slotConfig: shownWith.slotConfig,
      entity: shownWith.entity,
      onlySlots: onlySlots(request),
      resolveAsync: await catalogSlots(request, shownWith.category),
    });
  }

  async function seoUrlsFor(request: FastifyRequest, ids: string[]): Promise<Map<string, SerializedSeoUrl[]> | undefined> {
    if (!wantsSeoUrls(request)) return undefined;
    const ctx = contextOf(request);
    return canonicalSeoUrls(db, ids, ctx.languageId, ctx.salesChannel.id);
  }

  readRoute<WithPathParams<'readNavigationGet get /navigation/{activeId}/{rootId}'>>(app, '/navigation/:activeId/:rootId', async (request, reply) => {
    const ctx = contextOf(request);
    const rootId = navigationCategoryId(request.params.rootId, ctx.salesChannel);
    const activeId = navigationCategoryId(request.params.activeId, ctx.salesChannel) ?? rootId;
    if (!rootId || !activeId) {
      reply.code(204);
      return reply.send();
    }
    const payload = payloadOf(request);
    const depth = Math.max(1, Number.parseInt(String(payload.depth ?? '2'), 10) || 2);
    const buildTree = !(payload.buildTree === false || payload.buildTree === 'false');
    criteriaOf(request); // validates criteria parameters the same way as every other read route
    const tree = await loadCategoryTree(db);
    const { nodes, flat } = navigationOf(tree, rootId, activeId, depth);
    const seo = await seoUrlsFor(
      request,
      flat.map((node) => node.row.id),
    );
    const serialize = (node: NavigationNode): unknown =>
      serializeCategory(node.row, tree, ctx.chain, {
        children: buildTree ? node.children.map(serialize) : [],
        seoUrls: seo ? (seo.get(node.row.id) ?? []) : undefined,
      });
    return buildTree ? nodes.map(serialize) : flat.map((node) => serialize({ row: node.row, children: [] }));
  });

  readRoute<WithPathParams<'readCategoryGet get /category/{navigationId}'>>(app, '/category/:navigationId', async (request) =>
    cachedPage(request, 'category', async () => {
      const ctx = contextOf(request);
      const { navigationId } = request.params;
      const id = categoryIdOf(navigationId, ctx.salesChannel);
      const tree = await loadCategoryTree(db);
      const row = shownCategory(tree, id, ctx.salesChannel, navigationId);
      const seo = await seoUrlsFor(request, [id]);
      const base = serializeCategory(row, tree, ctx.chain, { seoUrls: seo?.get(id) ?? (seo ? [] : undefined) });
      const pageId = categoryCmsPageId(row, ctx.salesChannel);
      const page = pageId ? await loadCmsPage(db, pageId) : undefined;
      const cmsPage = page
        ? await resolvePage(request, page, { slotConfig: categorySlotConfig(row, ctx.chain), entity: base, category: { categoryId: id, tree } })
        : undefined;
      return { ...base, cmsPage };
    }),
  );

  readRoute<WithPathParams<'readCmsGet get /cms/{id}'>>(app, '/cms/:id', async (request) =>
    cachedPage(request, 'cms', async () => {
      const id = requireUuid(request.params.id);
      const page = await loadCmsPage(db, id);
      if (!page) throw errors.cmsPageNotFound(id);
      return resolvePage(request, page);
    }),
  );

  readRoute<WithPathParams<'readLandingPageGet get /landing-page/{landingPageId}'>>(app, '/landing-page/:landingPageId', async (request) =>
    cachedPage(request, 'landing', async () => {
      const ctx = contextOf(request);
      const id = requireUuid(request.params.landingPageId);
      const row = await activeLandingPage(db, id);
      const seo = await seoUrlsFor(request, [id]);
      const base = serializeLandingPage(row, ctx.chain, { seoUrls: seo?.get(id) ?? (seo ? [] : undefined) });
      const page = row.cms_page_id ? await loadCmsPage(db, row.cms_page_id) : undefined;
      const cmsPage = page ? await resolvePage(request, page, { slotConfig: landingPageSlotConfig(row, ctx.chain), entity: base }) : undefined;
      return { ...base, cmsPage };
    }),
  );
}
