import { useState } from 'react';
import { DeferredBreadcrumbs, type Crumb } from '../navigation/Breadcrumbs.tsx';
import { ProductJsonLd } from '../seo/JsonLd.tsx';
import type { ConfiguratorGroupView, CrossSellingView, ProductDetailView, ReviewsView } from './detail-view.ts';
import type { ProductLayoutView } from './product-layout.ts';
import { layoutOf, ProductLayout, ProductTitle } from './ProductLayout.tsx';
import { RecentlyViewed } from './RecentlyViewed.tsx';
import { StickyBuyBar } from './StickyBuyBar.tsx';

/**
 * The product page's view model. Product and configurator are critical; reviews, cross-sellings and
 * the breadcrumb are streamed (promises that never reject, rendered through `<Await>`), so the first
 * byte waits for the product only and the HTML still carries them all.
 */
export interface ProductPageView {
  product: ProductDetailView;
  configurator: ConfiguratorGroupView[];
  reviews: Promise<ReviewsView>;
  crossSellings: Promise<CrossSellingView[]>;
  breadcrumbs: Promise<Crumb[]>;
  /** What the page shows in which order: the product's CMS layout; absent for the default one. */
  layout?: ProductLayoutView;
}

/**
 * The product detail page, rendered from its layout. The default one: gallery left and buy box
 * right on desktop (gallery, title, price, choice and add to cart in that order on phones, with a
 * sticky buy bar once the box scrolled away), then description and properties, reviews and
 * cross-selling.
 */
export function ProductDetailPage({ page }: { page: ProductPageView }) {
  const { product } = page;
  // State, not a ref: the bar renders again when the buy box has hydrated and hands over its element.
  const [buyBox, setBuyBox] = useState<HTMLDivElement | null>(null);
  return (
    <article data-testid="product-detail">
      <DeferredBreadcrumbs crumbs={page.breadcrumbs} current={{ name: product.card.name, href: product.card.href }} />
      <ProductJsonLd product={product} reviews={page.reviews} />
      {layoutOf(page).heading === 'page' && (
        <div className="mb-6">
          <ProductTitle name={product.card.name} />
        </div>
      )}
      <ProductLayout page={page} buyBox={setBuyBox} />
      <StickyBuyBar buyBox={buyBox} product={product} />
      <RecentlyViewed current={{ id: product.card.id, family: product.parentId ?? product.card.id }} />
    </article>
  );
}
