// The demo shop seeded as either sales channel type: a storefront-type channel writes its SEO URLs against
// `frontend.*` routes, a headless one (Shopware 6.7.14 on) against `store-api.*` routes. Paths, lookups by
// path, the products' canonical URLs and the sitemap work the same in both.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SEO_ROUTE_NAMES, seededSalesChannelType, type SalesChannelType } from '../src/domain/seo/route-names.ts';
import { idFor } from '../src/domain/ids.ts';
import { DEMO_ACCESS_KEY } from '../src/seed/demo-constants.ts';
import { call } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';

type SeoUrl = { routeName: string; foreignKey: string; seoPathInfo: string };

describe.each<SalesChannelType>(['storefront', 'headless'])('a %s sales channel', (type) => {
  const engine = useTestEngine({ salesChannelType: type });
  const routes = SEO_ROUTE_NAMES[type];

  const lookup = async (seoPathInfo: string) =>
    ((await call(engine.app, '/seo-url', { body: { filter: [{ type: 'equals', field: 'seoPathInfo', value: seoPathInfo }] } })).body as { elements: SeoUrl[] })
      .elements[0];

  it('writes every category, product and landing page SEO URL against its own route names', async () => {
    const rows = await engine.db.query<{ route_name: string; count: string }>(
      "SELECT route_name, count(*)::text AS count FROM seo_url WHERE route_name NOT LIKE '%customer-group%' GROUP BY route_name ORDER BY route_name",
    );
    expect(rows.map((row) => row.route_name).sort()).toEqual([routes.detail, routes.landing, routes.navigation].sort());
    expect(await seededSalesChannelType(engine.db)).toBe(type);
  });

  it('hands out the family’s route names for paths, the products’ canonical SEO URLs and the sitemap', async () => {
    expect(await lookup('Clothing/Women/')).toMatchObject({ routeName: routes.navigation, foreignKey: idFor('category:clothing/women') });

    const listing = (await call(engine.app, '/product', { body: { limit: 1 }, headers: { 'sw-include-seo-urls': 'true' } })).body as {
      elements: Array<{ id: string; seoUrls: SeoUrl[] }>;
    };
    const [product] = listing.elements;
    const seoUrl = product?.seoUrls[0];
    expect(seoUrl).toMatchObject({ routeName: routes.detail, foreignKey: product?.id });
    expect(await lookup(seoUrl?.seoPathInfo ?? '-')).toMatchObject({ routeName: routes.detail, foreignKey: product?.id });

    const [file] = (await call(engine.app, '/sitemap')).body as Array<{ filename: string }>;
    const response = await engine.app.inject({ method: 'GET', url: `/store-api/sitemap/${file?.filename}`, headers: { 'sw-access-key': DEMO_ACCESS_KEY } });
    const xml = gunzipSync(response.rawPayload).toString('utf8');
    expect(xml).toContain('/Clothing/Women/</loc>');
    expect(xml).toContain(`/${encodeURI(seoUrl?.seoPathInfo ?? '-')}</loc>`);
  });
});
