import { useTranslation } from 'react-i18next';
import { ProductImage } from './ProductImage.tsx';
import type { ImageView } from './product-view.ts';

/**
 * Product images: a snapping strip (scrolls by touch, keyboard or the thumbnail links, which are
 * plain anchors and work without JavaScript). The first image is the page's likely LCP.
 */
export function ProductGallery({ images, name, idPrefix = 'gallery' }: { images: ImageView[]; name: string; idPrefix?: string }) {
  const { t } = useTranslation();
  if (images.length === 0) return <div className="aspect-square rounded bg-surface" aria-hidden="true" />;
  return (
    <div className="space-y-3">
      {/* A scrolling region must be reachable by keyboard (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-label={t('catalog.product.gallery', { name })} tabIndex={0} className="snap-x snap-mandatory overflow-x-auto rounded bg-surface">
        <ul className="flex">
          {images.map((image, index) => (
            <li key={`${image.src}-${index}`} id={`${idPrefix}-${index + 1}`} className="w-full flex-none snap-start">
              <ProductImage image={image} priority={index === 0} sizes="(min-width: 768px) 50vw, 100vw" className="mx-auto aspect-square h-auto w-full object-contain" />
            </li>
          ))}
        </ul>
      </div>
      {images.length > 1 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('catalog.product.thumbnails')}>
          {images.map((image, index) => (
            <li key={`${image.src}-thumb-${index}`}>
              <a href={`#${idPrefix}-${index + 1}`} className="block h-16 w-16 overflow-hidden rounded border border-line focus:ring-2">
                <ProductImage image={image} decorative sizes="64px" className="h-full w-full object-cover" />
                <span className="sr-only">{t('catalog.product.showImage', { index: index + 1 })}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
