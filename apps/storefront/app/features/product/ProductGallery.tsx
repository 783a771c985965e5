// Product images in 4:5: a snapping strip (touch, keyboard, or the thumbnail links, which are plain
// anchors and work without JavaScript). The first image is the page's likely LCP. The strip starts
// again at the cover whenever the images change (another colour was chosen). Each picture links to
// its full-size file; with JavaScript the link opens the large view (GalleryZoom.tsx, loaded on its
// first use) instead. The link stays the same element, so hydration keeps the LCP image in place.
//
// Only the picture the strip shows can take focus (WCAG 2.4.11; the APG carousel pattern hides the
// slides not shown): Chromium does not always scroll the strip to a focused picture link, so a link
// of another slide could get focus off screen. Once React runs, the slides not shown are `inert`
// (the strip's scroll position says which one is shown). Before that, and without JavaScript, CSS
// does the same from the markup (app.css, `data-gallery-strip="static"`): the picture a thumbnail
// link targeted, else the first; the others' links are skipped, their pictures stay visible and
// clickable, and every picture stays reachable by its thumbnail.
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { isPlainClick } from '../../ui/plain-click.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { largeImage } from './gallery-zoom.ts';
import { ProductImage, imageSrc, type ImageView } from '../product-data/index.ts';

const GalleryZoom = lazy(() => import('./GalleryZoom.tsx'));

export function ProductGallery({ images, name, idPrefix = 'gallery' }: { images: ImageView[]; name: string; idPrefix?: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [zoom, setZoom] = useState<{ index: number; open: boolean; images: ImageView[] } | null>(null);
  const close = useCallback(() => setZoom((current) => current && { ...current, open: false }), []);
  const setIndex = useCallback((index: number) => setZoom((current) => current && { ...current, index }), []);
  const strip = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  // The picture the strip shows follows its scroll position (thumbnail links, swipes, arrow keys), at most once a frame.
  useEffect(() => {
    const element = strip.current;
    if (!element) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      if (element.clientWidth > 0) setShown(Math.min(images.length - 1, Math.max(0, Math.round(element.scrollLeft / element.clientWidth))));
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [images]);
  if (images.length === 0) return <div className="aspect-[4/5] rounded-card bg-surface" aria-hidden="true" />;
  const open = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setZoom({ index, open: true, images });
  };
  // Another colour brings other images: a large view of the old ones closes.
  const zoomed = zoom && zoom.images === images ? zoom : null;
  return (
    <div className="space-y-3" data-testid="product-gallery">
      {/* A scrolling region must be reachable by keyboard (WCAG 2.1.1). */}
      <div
        key={images[0] ? imageSrc(images[0]) : undefined}
        ref={strip}
        role="region"
        aria-label={t('catalog.product.gallery', { name })}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the scroller must be keyboard reachable
        tabIndex={0}
        className="snap-x snap-mandatory overflow-x-auto rounded-card bg-surface [scrollbar-width:none]"
        data-gallery-strip={hydrated ? 'live' : 'static'}
      >
        <ul className="flex">
          {images.map((image, index) => (
            <li
              key={`${imageSrc(image)}-${index}`}
              id={`${idPrefix}-${index + 1}`}
              inert={hydrated && index !== shown ? true : undefined}
              className="w-full flex-none snap-start"
            >
              <a
                href={largeImage(image).src}
                onClick={open(index)}
                aria-haspopup={hydrated ? 'dialog' : undefined}
                // Its focus ring inside the picture: the strip clips whatever is drawn outside it.
                className="block cursor-zoom-in focus-visible:-outline-offset-4"
                data-testid="gallery-zoom-link"
              >
                <ProductImage
                  image={image}
                  priority={index === 0}
                  deferred={index > 0}
                  sizes="(min-width: 768px) 55vw, 100vw"
                  className="aspect-[4/5] h-auto w-full object-cover"
                />
                <span className="sr-only">{t('discovery.zoom.open', { index: index + 1 })}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      {images.length > 1 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('catalog.product.thumbnails')}>
          {images.map((image, index) => (
            <li key={`${imageSrc(image)}-thumb-${index}`}>
              <a href={`#${idPrefix}-${index + 1}`} className="block h-20 w-16 overflow-hidden rounded-control border border-line hover:border-ink">
                <ProductImage image={image} decorative deferred sizes="64px" className="h-full w-full object-cover" />
                <span className="sr-only">{t('catalog.product.showImage', { index: index + 1 })}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {zoomed && (
        <Suspense fallback={null}>
          <GalleryZoom images={zoomed.images} name={name} index={zoomed.index} onIndex={setIndex} open={zoomed.open} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
