// The product page's view model: product-page.server.ts builds it, ProductDetailPage.tsx renders it.
import type { Crumb } from '../navigation/index.ts';
import type { DeliveryPromiseView } from '../delivery/index.ts';
import type { ConfiguratorGroupView, CrossSellingView, ProductDetailView, ReviewsView } from '../product-data/index.ts';
import type { ProductLayoutView } from './product-layout.ts';

/**
 * Product and configurator are critical; reviews, cross-sellings and the breadcrumb are streamed
 * (promises that never reject, rendered through `<Await>`), so the first byte waits for the product
 * only and the HTML still carries them all.
 */
export interface ProductPageView {
  product: ProductDetailView;
  configurator: ConfiguratorGroupView[];
  reviews: Promise<ReviewsView>;
  crossSellings: Promise<CrossSellingView[]>;
  breadcrumbs: Promise<Crumb[]>;
  /** Cost and arrival for the session's country (null: none to show, e.g. a Shopware before 6.7.11); added per request, outside the page cache. */
  delivery?: Promise<DeliveryPromiseView | null>;
  /** What the page shows in which order: the product's CMS layout; absent for the default one. */
  layout?: ProductLayoutView;
}
