import { useState } from 'react';
import { DeferredBreadcrumbs } from '../navigation/index.ts';
import { ProductJsonLd } from '../seo/index.ts';
import type { ProductPageView } from './product-page-view.ts';
import { layoutOf, ProductLayout, ProductTitle } from './ProductLayout.tsx';
import { RecentlyViewed, StickyBuyBar } from '../product/index.ts';

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
