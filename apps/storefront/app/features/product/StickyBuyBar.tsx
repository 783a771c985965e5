// Phones: once the buy box has scrolled out of view, a bar at the bottom keeps the price and the
// primary action at hand. It submits the buy box's own add-to-cart form (same quantity, same
// feedback) or, for a variant parent, scrolls back to the choice. JavaScript only: without it the
// buy box is the one way to buy, as before.
// The bar must never hide the element that has focus (WCAG 2.2, 2.4.11): it gives way to the footer
// (language and currency settings sit at the very bottom) and scrolls a focused element above itself.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../ui/Button.tsx';
import { useShownPrice, type ProductDetailView } from '../product-data/index.ts';

/**
 * `buyBox` is the buy box's element once it has hydrated (its CMS section is a part of its own, ADR
 * 0025, which may hydrate after this bar): the bar appears only from then on.
 */
export function StickyBuyBar({ buyBox, product }: { buyBox: HTMLElement | null; product: ProductDetailView }) {
  const { t } = useTranslation();
  const shown = useShownPrice();
  const [boxAbove, setBoxAbove] = useState(false);
  const [footerInView, setFooterInView] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = buyBox;
    if (!target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => setBoxAbove(entry ? !entry.isIntersecting && entry.boundingClientRect.top < 0 : false));
    observer.observe(target);
    const footer = document.querySelector('body > footer, footer');
    const footerObserver = new IntersectionObserver(([entry]) => setFooterInView(entry?.isIntersecting ?? false));
    if (footer) footerObserver.observe(footer);
    return () => {
      observer.disconnect();
      footerObserver.disconnect();
    };
  }, [buyBox]);
  const visible = boxAbove && !footerInView;
  useEffect(() => {
    if (!visible) return undefined;
    // Keyboard focus that lands under the bar is scrolled up above it.
    const uncover = (event: FocusEvent) => {
      const element = event.target;
      const own = bar.current;
      if (!(element instanceof Element) || !own || own.contains(element)) return;
      // Measured after the browser's own scrolling into view, which ignores the bar.
      requestAnimationFrame(() => {
        const overlap = element.getBoundingClientRect().bottom - own.getBoundingClientRect().top;
        if (overlap > 0) window.scrollBy({ top: overlap + 8, behavior: 'instant' });
      });
    };
    document.addEventListener('focusin', uncover);
    return () => document.removeEventListener('focusin', uncover);
  }, [visible]);
  if (!visible) return null;
  const { card } = product;
  const act = () => {
    const form = buyBox?.querySelector<HTMLFormElement>('form[action$="/cart/add"]');
    if (form && !card.hasVariants) form.requestSubmit();
    else {
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      buyBox?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'center' });
    }
  };
  return (
    <div
      ref={bar}
      role="region"
      aria-label={t('productPage.buyBar')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-canvas/95 px-4 py-3 shadow-overlay backdrop-blur md:hidden"
      data-testid="sticky-buy-bar"
    >
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">{card.name}</p>
          <p className="font-bold">{shown(product.price)}</p>
        </div>
        <Button onClick={act} disabled={!card.hasVariants && !card.available}>
          {card.hasVariants ? t('catalog.cart.chooseVariant') : t('catalog.cart.add')}
        </Button>
      </div>
    </div>
  );
}
