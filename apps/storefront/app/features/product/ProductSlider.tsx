// A titled row of product cards: a scroll-snapping strip that works by touch, keyboard and scrollbar
// without JavaScript; with it, previous/next buttons and the position ("2 / 8") appear.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { ProductCard } from './ProductCard.tsx';
import type { ProductCardView } from '../product-data/index.ts';

interface Props {
  title: string;
  products: ProductCardView[];
  headingId?: string;
  /** A control beside the heading (recently viewed: "Clear"). */
  action?: ReactNode;
}

interface Position {
  first: number;
  atStart: boolean;
  atEnd: boolean;
}

/** Width of one card plus the gap: the distance one step scrolls. */
function stepOf(track: HTMLElement): number {
  const [first, second] = Array.from(track.querySelector('ul')?.children ?? []) as HTMLElement[];
  if (!first) return track.clientWidth;
  return second ? second.offsetLeft - first.offsetLeft : first.offsetWidth;
}

export function ProductSlider({ title, products, headingId, action }: Props) {
  const { t } = useTranslation();
  const generated = useId();
  const id = headingId ?? generated;
  const hydrated = useHydrated();
  const track = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<Position>({ first: 1, atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const step = stepOf(element);
    setPosition({
      first: Math.min(products.length, Math.round(element.scrollLeft / Math.max(step, 1)) + 1),
      atStart: element.scrollLeft <= 2,
      atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 2,
    });
  }, [products.length]);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const move = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * stepOf(element), behavior: reduced ? 'auto' : 'smooth' });
  };

  if (products.length === 0) return null;
  const label = title ? undefined : t('catalog.listing.products');
  return (
    <section aria-labelledby={title ? id : undefined} aria-label={label} className="space-y-4" data-testid="product-slider">
      <div className="flex items-end justify-between gap-4">
        {title ? (
          <h2 id={id} className="text-2xl font-bold tracking-tight">
            {title}
          </h2>
        ) : (
          <span />
        )}
        {hydrated && (products.length > 1 || action) && (
          <div className="flex items-center gap-1">
            {action}
            {products.length > 1 && (
              <>
                <p className="mr-2 text-sm text-muted tabular-nums" data-testid="slider-position">
                  {t('slider.position', { current: position.first, total: products.length })}
                </p>
                <IconButton
                  label={t('slider.previous')}
                  icon={<ChevronLeft aria-hidden="true" size={20} />}
                  onClick={() => move(-1)}
                  disabled={position.atStart}
                  className="border border-line"
                />
                <IconButton
                  label={t('slider.next')}
                  icon={<ChevronRight aria-hidden="true" size={20} />}
                  onClick={() => move(1)}
                  disabled={position.atEnd}
                  className="border border-line"
                />
              </>
            )}
          </div>
        )}
      </div>
      <div
        ref={track}
        onScroll={measure}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the scroller must be keyboard reachable
        tabIndex={0}
        role="group"
        aria-labelledby={title ? id : undefined}
        aria-label={label}
        className="snap-x snap-mandatory overflow-x-auto pb-3 [scrollbar-width:thin]"
      >
        <ul className="flex gap-3 md:gap-5">
          {products.map((product) => (
            <li key={product.id} className="w-[calc((100%-0.75rem)/2)] flex-none snap-start md:w-[calc((100%-3.75rem)/4)]">
              <ProductCard product={product} sizes="(min-width: 768px) 25vw, 50vw" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
