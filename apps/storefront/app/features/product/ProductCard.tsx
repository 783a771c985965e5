// Product card: 4:5 image, name (2 lines), rating, price pinned to the bottom (prices align across a
// row of equal-height cards), wishlist heart and one primary action.
import { featureOn } from '../../lib/merchant/config.ts';
import { memo, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { Badge } from '../../ui/Badge.tsx';
import { Rating } from '../../ui/Rating.tsx';
import { AddToCartForm } from '../cart/index.ts';
import { WishlistButton } from '../wishlist/index.ts';
import { CompareButton } from '../compare/index.ts';
import { CardSwatches } from './CardSwatches.tsx';
import { ChooseOptions } from './ChooseOptions.tsx';
import { ProductImage, ProductPrice, type ProductCardView } from '../product-data/index.ts';
import { Part } from '../../ui/Part.tsx';
import { merchantSlots } from '../../lib/merchant/extensions.ts';

interface Props {
  product: ProductCardView;
  /** Cards in the first row of the page load their image eagerly. */
  priority?: boolean;
  headingLevel?: 2 | 3;
  /** `sizes` of the image: the card's rendered width at each breakpoint. */
  sizes?: string;
}

/** The merchant's badge for cards (merchant/index.ts `slots.productCardBadge`), if any. */
const MerchantBadge = merchantSlots.productCardBadge;

const CARD_IMAGE_SIZES = '(min-width: 1280px) 18rem, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

/** Memoised: a listing that renders again (its paging after hydration, appended pages) leaves its cards alone. */
export const ProductCard = memo(function ProductCard({ product, priority = false, headingLevel = 3, sizes = CARD_IMAGE_SIZES }: Props) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // A chosen colour swatch shows that colour's variant: its picture, price and page.
  const [colourHref, setColourHref] = useState<string | null>(null);
  const colour = product.colours?.find((candidate) => candidate.href === colourHref);
  const shown = colour ? { href: colour.href, image: colour.image ?? product.image, price: colour.price ?? product.price } : product;
  return (
    <Part>
      <article className="relative flex h-full flex-col" data-testid="product-card">
        <div className="relative">
          {/* The name below is the product's link for assistive technology; this one is for pointers. */}
          <Link to={shown.href} tabIndex={-1} aria-hidden="true" className="group block aspect-[4/5] overflow-hidden rounded-card bg-surface">
            {shown.image ? (
              <ProductImage
                image={shown.image}
                decorative
                priority={priority}
                sizes={sizes}
                className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
              />
            ) : null}
          </Link>
          {(product.topseller || MerchantBadge) && (
            <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
              {product.topseller && <Badge tone="accent">{t('catalog.badge.topseller')}</Badge>}
              {MerchantBadge && <MerchantBadge product={product} />}
            </div>
          )}
          <div className="absolute top-1 right-1 flex flex-col gap-1">
            <div className="rounded-full bg-canvas/85">
              <WishlistButton productId={product.id} productName={product.name} icon />
            </div>
            <div className="rounded-full bg-canvas/85">{featureOn('compare') && <CompareButton productId={product.id} productName={product.name} icon />}</div>
          </div>
        </div>
        <div className="flex flex-1 flex-col gap-1.5 pt-3">
          <Heading className="line-clamp-2 min-h-[2lh] text-sm leading-snug font-medium sm:text-base">
            <Link to={shown.href} className="hover:underline">
              {product.name}
            </Link>
          </Heading>
          {product.colours && (
            <CardSwatches productName={product.name} productHref={product.href} colours={product.colours} chosen={colourHref} onChoose={setColourHref} />
          )}
          {featureOn('reviews') && product.ratingAverage ? <Rating value={product.ratingAverage} /> : null}
          <div className="mt-auto space-y-2 pt-1">
            <ProductPrice price={shown.price} />
            {product.hasVariants ? (
              <ChooseOptions productId={product.id} productName={product.name} href={product.href} variantHref={colour?.href ?? null} />
            ) : (
              <AddToCartForm productId={product.id} productName={product.name} disabled={!product.available} />
            )}
          </div>
        </div>
      </article>
    </Part>
  );
});
