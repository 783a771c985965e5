// /seo-url: always narrowed to the current language, this (or no) sales channel, canonical and
// not deleted (SalesChannelSeoUrlDefinition::processCriteria).
import type { FastifyInstance } from 'fastify';
import { searchResultBody, searchRows } from '../../domain/criteria/search.ts';
import { serializeSeoUrl, type SeoUrlRow } from '../../domain/seo/seo-urls.ts';
import { seoUrlDefinition } from '../../domain/system/definitions.ts';
import type { AppDeps } from '../deps.ts';
import { contextOf, criteriaOf } from '../request.ts';
import { readRoute } from './system.ts';

export function seoUrlRoutes(app: FastifyInstance, deps: AppDeps): void {
  readRoute(app, '/seo-url', async (request) => {
    const ctx = contextOf(request);
    const result = await searchRows<SeoUrlRow>(deps.db, seoUrlDefinition(), criteriaOf(request), (params) => [
      `t.language_id = ${params.add(ctx.languageId)}`,
      `(t.sales_channel_id = ${params.add(ctx.salesChannel.id)} OR t.sales_channel_id IS NULL)`,
      't.is_canonical',
      'NOT t.is_deleted',
    ]);
    return searchResultBody('seo_url', result, result.rows.map(serializeSeoUrl));
  });
}
