import { useTranslation } from 'react-i18next';
import { Breadcrumbs, type Crumb } from '../navigation/Breadcrumbs.tsx';
import { BuyBox } from './BuyBox.tsx';
import { CrossSellings } from './CrossSellings.tsx';
import type { ConfiguratorGroupView, CrossSellingView, ProductDetailView, ReviewsView } from './detail-view.ts';
import { ProductDescription } from './ProductDescription.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { ProductReviews } from './ProductReviews.tsx';
import { Rating } from '../../ui/Rating.tsx';

export interface ProductPageView {
  product: ProductDetailView;
  configurator: ConfiguratorGroupView[];
  reviews: ReviewsView;
  crossSellings: CrossSellingView[];
  breadcrumbs: Crumb[];
}

/** The product detail page: gallery, buy box, description and properties, reviews, cross-selling. */
export function ProductDetailPage({ page }: { page: ProductPageView }) {
  const { t } = useTranslation();
  const { product, reviews } = page;
  const reviewsParent = product.parentId ?? product.card.id;
  return (
    <article className="space-y-10" data-testid="product-detail">
      <Breadcrumbs crumbs={[...page.breadcrumbs, { name: product.card.name, href: product.card.href }]} />
      <div className="grid gap-8 md:grid-cols-2">
        <ProductGallery images={product.gallery} name={product.card.name} />
        <div className="space-y-4">
          {product.manufacturer?.name && <p className="text-sm font-medium text-muted">{product.manufacturer.name}</p>}
          <h1 className="text-3xl font-bold">{product.card.name}</h1>
          {product.card.topseller && <span className="inline-block rounded bg-amber-300 px-2 py-0.5 text-xs font-bold text-ink">{t('catalog.badge.topseller')}</span>}
          {reviews.average !== null && reviews.total > 0 && (
            <p className="flex items-center gap-2 text-sm">
              <Rating value={reviews.average} />
              <a href="#reviews" className="underline">
                {t('catalog.reviews.count', { count: reviews.total })}
              </a>
            </p>
          )}
          {product.options.length > 0 && (
            <p className="text-sm text-muted">{product.options.map((option) => `${option.group}: ${option.values.join(', ')}`).join(' · ')}</p>
          )}
          <BuyBox product={product} configurator={page.configurator} />
        </div>
      </div>
      <ProductDescription product={product} />
      <ProductReviews reviews={reviews} productId={reviewsParent} />
      <CrossSellings groups={page.crossSellings} />
    </article>
  );
}
