// What other folders may use of features/seo (ADR 0047): every import from outside this folder names this file or index.server.ts.
export { breadcrumbJsonLd, plainText } from './json-ld.ts';
export { JsonLd, ProductJsonLd } from './JsonLd.tsx';
export { errorPageTitle, pageMeta, rootOrigin } from './meta.ts';
export { robotsTxt } from './robots.ts';
