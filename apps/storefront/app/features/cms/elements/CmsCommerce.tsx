// Commerce CMS elements. Their data was turned into views on the server (prepare.server.ts).
import { ProductListing, ListingFilters } from '../../listing/index.ts';
import { BuyBox, CrossSellings, ProductCard, ProductDescription, ProductReviews, ProductSlider } from '../../product/index.ts';
import { preparedData } from '../commerce-data.ts';
import type { CmsElementProps } from './types.ts';

export function CmsProductBox({ slot, priority }: CmsElementProps) {
  const data = preparedData(slot, 'aisle_product_box');
  return data?.product ? <ProductCard product={data.product} priority={priority} /> : null;
}

export function CmsProductSlider({ slot }: CmsElementProps) {
  const data = preparedData(slot, 'aisle_product_slider');
  return data ? <ProductSlider title={data.title} products={data.products} /> : null;
}

export function CmsProductListing({ slot }: CmsElementProps) {
  const data = preparedData(slot, 'aisle_product_listing');
  return data ? <ProductListing listing={data.listing} showFilters={data.showFilters} showSorting={data.showSorting} /> : null;
}

export function CmsSidebarFilter({ slot }: CmsElementProps) {
  const data = preparedData(slot, 'aisle_sidebar_filter');
  return data?.filters ? <ListingFilters filters={data.filters} /> : null;
}

export function CmsBuyBox({ slot }: CmsElementProps) {
  const data = preparedData(slot, 'aisle_buy_box');
  if (!data) return null;
  return (
    <div className="space-y-3">
      <p className="text-xl font-semibold">
        <a href={data.product.card.href} className="hover:underline">
          {data.product.card.name}
        </a>
      </p>
      <BuyBox product={data.product} configurator={data.configurator} />
    </div>
  );
}

export function CmsDescriptionReviews({ slot }: CmsElementProps) {
  const data = preparedData(slot, 'aisle_description_reviews');
  if (!data) return null;
  const productId = data.product.parentId ?? data.product.card.id;
  return (
    <div className="space-y-8">
      <ProductDescription product={data.product} />
      <ProductReviews reviews={data.reviews} productId={productId} headingId={`reviews-${slot.id || productId}`} />
    </div>
  );
}

export function CmsCrossSelling({ slot }: CmsElementProps) {
  const data = preparedData(slot, 'aisle_cross_selling');
  return data ? <CrossSellings groups={data.groups} /> : null;
}
