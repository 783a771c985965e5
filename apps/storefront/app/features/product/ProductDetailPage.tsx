import { useRef } from 'react';
import { Breadcrumbs, type Crumb } from '../navigation/Breadcrumbs.tsx';
import type { ConfiguratorGroupView, CrossSellingView, ProductDetailView, ReviewsView } from './detail-view.ts';
import type { ProductLayoutView } from './product-layout.ts';
import { layoutOf, ProductLayout, ProductTitle } from './ProductLayout.tsx';
import { StickyBuyBar } from './StickyBuyBar.tsx';

export interface ProductPageView {
  product: ProductDetailView;
  configurator: ConfiguratorGroupView[];
  reviews: ReviewsView;
  crossSellings: CrossSellingView[];
  breadcrumbs: Crumb[];
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
  const buyBox = useRef<HTMLDivElement>(null);
  return (
    <article data-testid="product-detail">
      <Breadcrumbs crumbs={[...page.breadcrumbs, { name: product.card.name, href: product.card.href }]} />
      {layoutOf(page).heading === 'page' && (
        <div className="mb-6">
          <ProductTitle name={product.card.name} />
        </div>
      )}
      <ProductLayout page={page} buyBox={buyBox} />
      <StickyBuyBar buyBox={buyBox} product={product} />
    </article>
  );
}
