// Routes of the catalogue (docs/product-rules.md §2) that have no page of their own: form targets and resources.
// Kept apart from route-table.ts so features can add their routes without touching one shared list.
import type { PageRoute } from './route-table.ts';

/** Registered once per locale prefix, like ACTION_ROUTES. */
export const CATALOG_ROUTES: readonly Omit<PageRoute, 'layout'>[] = [
  { name: 'cart.add', path: 'cart/add', file: 'routes/catalog/cart-add.tsx' },
  { name: 'product.variant', path: 'product/variant', file: 'routes/catalog/product-variant.tsx' },
  { name: 'product.review', path: 'product/review', file: 'routes/catalog/product-review.tsx' },
  { name: 'cms.form', path: 'cms/form', file: 'routes/catalog/cms-form.tsx' },
  { name: 'search.suggest', path: 'search/suggest', file: 'routes/catalog/search-suggest.tsx' },
  { name: 'product.quickAdd', path: 'product/quick-add/:productId', file: 'routes/catalog/product-quick-add.tsx' },
  { name: 'product.recent', path: 'product/recent', file: 'routes/catalog/product-recent.tsx' },
  { name: 'quick-order.suggest', path: 'quick-order/suggest', file: 'routes/catalog/quick-order-suggest.tsx' },
  { name: 'sitemap.file', path: 'sitemap/:file', file: 'routes/seo/sitemap-file.tsx' },
];

/** Registered once, without a locale prefix. */
export const ROOT_RESOURCE_ROUTES: readonly Omit<PageRoute, 'layout'>[] = [
  { name: 'robots', path: 'robots.txt', file: 'routes/seo/robots.tsx' },
  { name: 'sitemap', path: 'sitemap.xml', file: 'routes/seo/sitemap-index.tsx' },
];
