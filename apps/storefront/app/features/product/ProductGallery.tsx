// Product images in 4:5: a snapping strip (touch, keyboard, or the thumbnail links, which are plain
// anchors and work without JavaScript). The first image is the page's likely LCP. The strip starts
// again at the cover whenever the images change (another colour was chosen).
import { useTranslation } from '../../i18n/react.tsx';
import { ProductImage } from './ProductImage.tsx';
import { imageSrc, type ImageView } from './product-view.ts';

export function ProductGallery({ images, name, idPrefix = 'gallery' }: { images: ImageView[]; name: string; idPrefix?: string }) {
  const { t } = useTranslation();
  if (images.length === 0) return <div className="aspect-[4/5] rounded-card bg-surface" aria-hidden="true" />;
  return (
    <div className="space-y-3" data-testid="product-gallery">
      {/* A scrolling region must be reachable by keyboard (WCAG 2.1.1). */}
      <div
        key={images[0] ? imageSrc(images[0]) : undefined}
        role="region"
        aria-label={t('catalog.product.gallery', { name })}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the scroller must be keyboard reachable
        tabIndex={0}
        className="snap-x snap-mandatory overflow-x-auto rounded-card bg-surface [scrollbar-width:none]"
      >
        <ul className="flex">
          {images.map((image, index) => (
            <li key={`${imageSrc(image)}-${index}`} id={`${idPrefix}-${index + 1}`} className="w-full flex-none snap-start">
              <ProductImage image={image} priority={index === 0} sizes="(min-width: 768px) 55vw, 100vw" className="aspect-[4/5] h-auto w-full object-cover" />
            </li>
          ))}
        </ul>
      </div>
      {images.length > 1 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('catalog.product.thumbnails')}>
          {images.map((image, index) => (
            <li key={`${imageSrc(image)}-thumb-${index}`}>
              <a href={`#${idPrefix}-${index + 1}`} className="block h-20 w-16 overflow-hidden rounded-control border border-line hover:border-ink">
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
