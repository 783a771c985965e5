import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import { localisePath } from '../../i18n/paths.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { useRootData } from '../layout/root-data.ts';
import { useSideCart } from './side-cart-context.ts';

/**
 * The header's cart link with the item count. Without JavaScript (and in the checkout) it opens the
 * cart page; with JavaScript elsewhere it opens the side cart.
 */
export function CartLink({ locale, sideCart = true }: { locale: Locale; sideCart?: boolean }) {
  const { t } = useTranslation();
  const count = useRootData()?.cartCount ?? 0;
  const drawer = useSideCart();
  // Only once React runs: before that a click must follow the link.
  const opensDrawer = useHydrated() && sideCart && drawer !== null;
  return (
    <Link
      to={localisePath('/checkout/cart', locale)}
      onClick={(event) => {
        if (!opensDrawer || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        drawer.open();
      }}
      aria-haspopup={opensDrawer ? 'dialog' : undefined}
      className="flex items-center gap-2 rounded px-3 py-2 hover:bg-slate-100"
      data-testid="header-cart"
    >
      {t('header.cart')}
      {count > 0 && (
        <>
          <span aria-hidden="true" className="rounded-full bg-slate-900 px-2 py-0.5 text-xs font-bold text-white" data-testid="cart-count">
            {count}
          </span>
          <span className="sr-only">({t('cart.link.count', { count })})</span>
        </>
      )}
    </Link>
  );
}
