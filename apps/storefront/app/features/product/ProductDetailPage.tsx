import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge.tsx';
import { Rating } from '../../ui/Rating.tsx';
import { Breadcrumbs, type Crumb } from '../navigation/Breadcrumbs.tsx';
import { BuyBox } from './BuyBox.tsx';
import { CrossSellings } from './CrossSellings.tsx';
import type { ConfiguratorGroupView, CrossSellingView, ProductDetailView, ReviewsView } from './detail-view.ts';
import { ProductDescription } from './ProductDescription.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { ProductReviews } from './ProductReviews.tsx';
import { StickyBuyBar } from './StickyBuyBar.tsx';

export interface ProductPageView {
  product: ProductDetailView;
  configurator: ConfiguratorGroupView[];
  reviews: ReviewsView;
  crossSellings: CrossSellingView[];
  breadcrumbs: Crumb[];
}

/**
 * The product detail page: gallery left and buy box right on desktop (gallery, title, price, choice
 * and add to cart in that order on phones, with a sticky buy bar once the box scrolled away), then
 * description and properties, reviews and cross-selling.
 */
export function ProductDetailPage({ page }: { page: ProductPageView }) {
  const { t } = useTranslation();
  const { product, reviews } = page;
  const reviewsParent = product.parentId ?? product.card.id;
  const buyBox = useRef<HTMLDivElement>(null);
  return (
    <article className="space-y-16" data-testid="product-detail">
      <div>
        <Breadcrumbs crumbs={[...page.breadcrumbs, { name: product.card.name, href: product.card.href }]} />
        <div className="grid gap-6 md:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] md:gap-10 lg:gap-16">
          <ProductGallery images={product.gallery} name={product.card.name} />
          <div ref={buyBox} className="space-y-4 md:self-start">
            {product.manufacturer?.name && <p className="text-sm font-semibold tracking-wide text-muted uppercase">{product.manufacturer.name}</p>}
            <h1 className="text-2xl leading-tight font-bold tracking-tight text-balance md:text-4xl">{product.card.name}</h1>
            <div className="flex flex-wrap items-center gap-3">
              {product.card.topseller && <Badge tone="accent">{t('catalog.badge.topseller')}</Badge>}
              {reviews.average !== null && reviews.total > 0 && (
                <p className="flex items-center gap-2 text-sm">
                  <Rating value={reviews.average} />
                  <a href="#reviews" className="underline underline-offset-2">
                    {t('catalog.reviews.count', { count: reviews.total })}
                  </a>
                </p>
              )}
            </div>
            {product.options.length > 0 && page.configurator.length === 0 && <p className="text-sm text-muted">{product.options.map((option) => `${option.group}: ${option.values.join(', ')}`).join(' · ')}</p>}
            <BuyBox product={product} configurator={page.configurator} />
          </div>
        </div>
      </div>
      <ProductDescription product={product} />
      <ProductReviews reviews={reviews} productId={reviewsParent} />
      <CrossSellings groups={page.crossSellings} />
      <StickyBuyBar buyBox={buyBox} product={product} />
    </article>
  );
}
