// features/seo — meta tags, JSON-LD, robots.txt and sitemaps.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { breadcrumbJsonLd, organizationJsonLd, plainText, websiteJsonLd } from './json-ld.ts';
export { JsonLd, ProductJsonLd } from './JsonLd.tsx';
export { errorPageTitle, pageMeta, rootOrigin } from './meta.ts';
export { robotsTxt } from './robots.ts';
