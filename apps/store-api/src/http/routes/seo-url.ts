// /seo-url: always narrowed to the current language, this (or no) sales channel, canonical and
// not deleted (SalesChannelSeoUrlDefinition::processCriteria).
import type { FastifyInstance } from 'fastify';
import { searchResultBody } from '../../domain/criteria/search.ts';
import { searchSeoUrls } from '../../domain/system/search.ts';
import type { AppDeps } from '../deps.ts';
import { contextOf, criteriaOf } from '../request.ts';
import { readRoute } from '../read-route.ts';

export function seoUrlRoutes(app: FastifyInstance, deps: AppDeps): void {
  readRoute(app, '/seo-url', async (request) => {
    const ctx = contextOf(request);
    const { result, elements } = await searchSeoUrls(deps.db, ctx.salesChannel.id, ctx.languageId, criteriaOf(request));
    return searchResultBody('seo_url', result, elements);
  });
}
