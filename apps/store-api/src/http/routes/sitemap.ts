// /sitemap lists the current language's sitemap file; /sitemap/{file} serves it (gzip XML).
import type { FastifyInstance } from 'fastify';
import { sitemapFile, sitemapFilename, type SitemapFile } from '../../domain/seo/sitemap.ts';
import type { AppDeps } from '../deps.ts';
import type { WithPathParams } from '../store-api-types.ts';
import { domainError } from '../../domain/errors.ts';
import { localeCodeOf } from '../../domain/system/lookups.ts';
import { contextOf } from '../request.ts';
import { readRoute } from '../read-route.ts';

export function sitemapRoutes(app: FastifyInstance, deps: AppDeps): void {
  const localeOf = (languageId: string) => localeCodeOf(deps.db, languageId);

  readRoute(app, '/sitemap', async (request): Promise<SitemapFile[]> => {
    const ctx = contextOf(request);
    return [{ filename: sitemapFilename(await localeOf(ctx.languageId)), created: new Date().toISOString(), apiAlias: 'sitemap' }];
  });

  app.get<WithPathParams<'getSitemapFile get /sitemap/{filePath}'>>('/sitemap/:filePath', async (request, reply) => {
    const ctx = contextOf(request);
    const { filePath } = request.params;
    if (filePath !== sitemapFilename(await localeOf(ctx.languageId)))
      throw domainError(404, 'CONTENT__SITEMAP_FILE_NOT_FOUND', `Sitemap file "${filePath}" not found.`);
    const file = await sitemapFile(deps.db, ctx.salesChannel.id, ctx.languageId);
    if (!file) throw domainError(404, 'CONTENT__SITEMAP_FILE_NOT_FOUND', `Sitemap file "${filePath}" not found.`);
    return reply.header('content-type', 'application/gzip').send(file);
  });
}
