// Phones: once the buy box has scrolled out of view, a bar at the bottom keeps the price and the
// primary action at hand. It submits the buy box's own add-to-cart form (same quantity, same
// feedback) or, for a variant parent, scrolls back to the choice. JavaScript only: without it the
// buy box is the one way to buy, as before.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../ui/Button.tsx';
import { useShownPrice } from './price-format.ts';
import type { ProductDetailView } from './detail-view.ts';

/**
 * `buyBox` is the buy box's element once it has hydrated (its CMS section is a part of its own, ADR
 * 0025, which may hydrate after this bar): the bar appears only from then on.
 */
export function StickyBuyBar({ buyBox, product }: { buyBox: HTMLElement | null; product: ProductDetailView }) {
  const { t } = useTranslation();
  const shown = useShownPrice();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const target = buyBox;
    if (!target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry ? !entry.isIntersecting && entry.boundingClientRect.top < 0 : false));
    observer.observe(target);
    return () => observer.disconnect();
  }, [buyBox]);
  if (!visible) return null;
  const { card } = product;
  const act = () => {
    const form = buyBox?.querySelector<HTMLFormElement>('form[action$="/cart/add"]');
    if (form && !card.hasVariants) form.requestSubmit();
    else buyBox?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };
  return (
    <div
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
