import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddToCartForm } from '../cart/AddToCartForm.tsx';
import { WishlistButton } from '../wishlist/WishlistButton.tsx';
import { ProductImage } from './ProductImage.tsx';
import { ProductPrice } from './ProductPrice.tsx';
import type { ProductCardView } from './product-view.ts';

interface Props {
  product: ProductCardView;
  /** Cards in the first row of the page load their image eagerly. */
  priority?: boolean;
  headingLevel?: 2 | 3;
}

/** Product card: image (srcset), name, price, topseller badge, wishlist toggle, add to cart. */
export function ProductCard({ product, priority = false, headingLevel = 3 }: Props) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3" data-testid="product-card">
      <div className="relative">
        {/* The name below is the product's link for assistive technology; this one is for pointers. */}
        <Link to={product.href} tabIndex={-1} aria-hidden="true" className="block aspect-square overflow-hidden rounded bg-slate-50">
          {product.image ? (
            <ProductImage image={product.image} decorative priority={priority} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" className="h-full w-full object-contain" />
          ) : null}
        </Link>
        {product.topseller && <span className="absolute top-2 left-2 rounded bg-amber-300 px-2 py-0.5 text-xs font-bold text-slate-900">{t('catalog.badge.topseller')}</span>}
      </div>
      <Heading className="text-base font-semibold">
        <Link to={product.href} className="hover:underline">
          {product.name}
        </Link>
      </Heading>
      <div className="mt-auto space-y-2">
        <ProductPrice price={product.price} />
        <div className="flex flex-wrap items-end gap-2">
          {product.hasVariants ? (
            <Link to={product.href} className="inline-block rounded border border-slate-900 px-4 py-2 font-semibold hover:bg-slate-100" aria-label={t('catalog.cart.chooseVariantNamed', { name: product.name })}>
              {t('catalog.cart.chooseVariant')}
            </Link>
          ) : (
            <AddToCartForm productId={product.id} productName={product.name} disabled={!product.available} />
          )}
          <WishlistButton productId={product.id} productName={product.name} />
        </div>
      </div>
    </article>
  );
}
