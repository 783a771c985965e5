import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductCard } from './ProductCard.tsx';
import type { ProductCardView } from './product-view.ts';

interface Props {
  title: string;
  products: ProductCardView[];
  headingId?: string;
}

/** A titled, horizontally scrolling row of product cards (CSS scroll snapping, no JavaScript needed). */
export function ProductSlider({ title, products, headingId }: Props) {
  const { t } = useTranslation();
  const generated = useId();
  const id = headingId ?? generated;
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={title ? id : undefined} aria-label={title ? undefined : t('catalog.listing.products')} className="space-y-3">
      {title && (
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
      )}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the scroller must be keyboard reachable */}
      <div tabIndex={0} role="group" aria-labelledby={title ? id : undefined} aria-label={title ? undefined : t('catalog.listing.products')} className="snap-x overflow-x-auto pb-2">
        <ul className="flex gap-4">
          {products.map((product) => (
            <li key={product.id} className="w-64 flex-none snap-start">
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
