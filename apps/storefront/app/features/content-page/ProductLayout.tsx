// The product page's CMS layout, rendered by the CMS renderer with the product components in place
// of the product elements (gallery, buy box, name, manufacturer, description and reviews,
// cross-selling). Those read the page's data from context: the layout view carries none of it.
import { createContext, useContext } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Rating } from '../../ui/Rating.tsx';
import { featureOn } from '../../lib/merchant/config.ts';
import { Streamed } from '../../ui/Streamed.tsx';
import { CmsPage, CmsOverridesContext, type CmsBlockProps, type CmsOverrides } from '../cms/index.ts';
import { BuyBox, CrossSellings, ProductDescription, ProductGallery, ProductReviews } from '../product/index.ts';
import { DeliveryPromise } from '../delivery/index.ts';
import { ProductImage, type CrossSellingView } from '../product-data/index.ts';
import type { ProductPageView } from './product-page-view.ts';
import { DEFAULT_PRODUCT_LAYOUT, type ProductLayoutView } from './product-layout.ts';

interface ProductLayoutContext {
  page: ProductPageView;
  /** The buy box, watched by the sticky buy bar on phones. */
  /** Receives the buy box's element (the sticky buy bar watches it). */
  buyBox: (element: HTMLDivElement | null) => void;
}

const PageContext = createContext<ProductLayoutContext | null>(null);

export const layoutOf = (page: ProductPageView): ProductLayoutView => page.layout ?? DEFAULT_PRODUCT_LAYOUT;

export function ProductTitle({ name }: { name: string }) {
  return <h1 className="text-2xl leading-tight font-bold tracking-tight text-balance md:text-4xl">{name}</h1>;
}

function GalleryElement() {
  const context = useContext(PageContext);
  if (!context) return null;
  const { product } = context.page;
  return <ProductGallery images={product.gallery} name={product.card.name} />;
}

/** Aisle's buy column: manufacturer and name (when the layout puts the heading here), rating, options, buy box. */
function BuyBoxElement() {
  const { t } = useTranslation();
  const context = useContext(PageContext);
  if (!context) return null;
  const { page, buyBox } = context;
  const { product } = page;
  const heading = layoutOf(page).heading === 'buy-box';
  return (
    <div ref={buyBox} className="space-y-4">
      {heading && product.manufacturer?.name && <p className="text-sm font-semibold tracking-wide text-muted uppercase">{product.manufacturer.name}</p>}
      {heading && <ProductTitle name={product.card.name} />}
      <div className="flex flex-wrap items-center gap-3">
        {product.card.topseller && <Badge tone="accent">{t('catalog.badge.topseller')}</Badge>}
        {featureOn('reviews') && (
          <Streamed resolve={page.reviews}>
            {(reviews) =>
              reviews.average !== null &&
              reviews.total > 0 && (
                <p className="flex items-center gap-2 text-sm">
                  <Rating value={reviews.average} />
                  <a href="#reviews" className="underline underline-offset-2">
                    {t('catalog.reviews.count', { count: reviews.total })}
                  </a>
                </p>
              )
            }
          </Streamed>
        )}
      </div>
      {product.options.length > 0 && page.configurator.length === 0 && (
        <p className="text-sm text-muted">{product.options.map((option) => `${option.group}: ${option.values.join(', ')}`).join(' · ')}</p>
      )}
      <BuyBox
        product={product}
        configurator={page.configurator}
        facts={
          page.delivery && (
            <Streamed resolve={page.delivery}>
              {(promise) => promise && <DeliveryPromise promise={promise} choice className="mt-3 border-t border-line pt-3" />}
            </Streamed>
          )
        }
      />
    </div>
  );
}

function NameElement() {
  const context = useContext(PageContext);
  return context && layoutOf(context.page).heading === 'element' ? <ProductTitle name={context.page.product.card.name} /> : null;
}

/** The manufacturer's logo, or its name where it has none. */
function ManufacturerElement() {
  const manufacturer = useContext(PageContext)?.page.product.manufacturer;
  if (!manufacturer?.name) return null;
  if (!manufacturer.image) return <p className="text-sm font-semibold tracking-wide text-muted uppercase">{manufacturer.name}</p>;
  return <ProductImage image={{ ...manufacturer.image, alt: manufacturer.name }} sizes="10rem" className="h-12 w-auto object-contain" />;
}

function DescriptionReviewsElement() {
  const context = useContext(PageContext);
  if (!context) return null;
  const { product, reviews } = context.page;
  return (
    <div className="space-y-16">
      <ProductDescription product={product} />
      <Streamed resolve={reviews}>{(loaded) => <ProductReviews reviews={loaded} productId={product.parentId ?? product.card.id} />}</Streamed>
    </div>
  );
}

function CrossSellingElement() {
  const groups = useContext(PageContext)?.page.crossSellings;
  return groups ? <Streamed resolve={groups}>{(loaded) => <CrossSellings groups={loaded} />}</Streamed> : null;
}

const ELEMENTS: CmsOverrides['elements'] = {
  'image-gallery': GalleryElement,
  'buy-box': BuyBoxElement,
  'product-name': NameElement,
  'manufacturer-logo': ManufacturerElement,
  'product-description-reviews': DescriptionReviewsElement,
  'cross-selling': CrossSellingElement,
};

function GalleryBuyBoxBlock({ block, slots, className, style }: CmsBlockProps) {
  return (
    <div className={`cms-block cms-block-${block.type} ${className}`} style={style}>
      <div className="grid gap-6 md:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] md:gap-10 lg:gap-16">{slots}</div>
    </div>
  );
}

function HeadingBlock({ block, slots, className, style }: CmsBlockProps) {
  return (
    <div className={`cms-block cms-block-${block.type} flex flex-wrap items-center justify-between gap-4 ${className}`} style={style}>
      {slots}
    </div>
  );
}

function ProductBlock({ block, slots, className, style }: CmsBlockProps) {
  const groups = useContext(PageContext)?.page.crossSellings;
  const content = (
    <div className={`cms-block cms-block-${block.type} ${className}`} style={style}>
      {slots}
    </div>
  );
  if (block.type !== 'cross-selling' || !groups) return content;
  // An empty cross-selling block would still take the space between blocks.
  return <Streamed resolve={groups}>{(loaded: CrossSellingView[]) => (loaded.length > 0 ? content : null)}</Streamed>;
}

const OVERRIDES: CmsOverrides = {
  elements: ELEMENTS,
  blocks: { 'gallery-buybox': GalleryBuyBoxBlock, 'product-heading': HeadingBlock, 'product-description-reviews': ProductBlock, 'cross-selling': ProductBlock },
  // A gap, not margins: a streamed block that turns out empty (no cross-sellings) is an element without
  // a box (Streamed's `display: contents`), which a gap skips but `space-y` would count as a sibling.
  blockSpacing: 'flex flex-col gap-16',
};

/** The layout through the CMS renderer, with the product's components for its product elements. */
export function ProductLayout({ page, buyBox }: ProductLayoutContext) {
  return (
    <CmsOverridesContext value={OVERRIDES}>
      <PageContext value={{ page, buyBox }}>
        <CmsPage page={layoutOf(page).page} />
      </PageContext>
    </CmsOverridesContext>
  );
}
