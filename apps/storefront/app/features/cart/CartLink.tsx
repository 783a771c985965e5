import { ShoppingBag } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import { localisePath } from '../../i18n/paths.ts';
import { CountBadge } from '../../ui/CountBadge.tsx';
import { iconButtonClass } from '../../ui/IconButton.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { useRootLoaderData } from '../../lib/root-data.ts';
import type { CartRootData } from './root-data.ts';
import { useSideCart } from './side-cart-context.ts';

/**
 * The header's cart link with the item count. Without JavaScript (and in the checkout) it opens the
 * cart page; with JavaScript elsewhere it opens the side cart.
 */
export function CartLink({ locale, sideCart = true }: { locale: Locale; sideCart?: boolean }) {
  const { t } = useTranslation();
  const count = useRootLoaderData<CartRootData>()?.cartCount ?? 0;
  const drawer = useSideCart();
  // Only once React runs: before that a click must follow the link.
  const hydrated = useHydrated();
  const opensDrawer = hydrated && sideCart && drawer !== null;
  return (
    <Link
      to={localisePath('/checkout/cart', locale)}
      onClick={(event) => {
        if (!opensDrawer || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        drawer.open();
      }}
      aria-haspopup={opensDrawer ? 'dialog' : undefined}
      className={`relative ${iconButtonClass()}`}
      data-testid="header-cart"
      // Every useHydrated switch of the page commits in one transition; end-to-end tests wait for it here.
      data-hydrated={hydrated ? '' : undefined}
    >
      <ShoppingBag aria-hidden="true" size={22} />
      <span className="sr-only">{t('header.cart')}</span>
      <CountBadge count={count} label={t('cart.link.count', { count })} testId="cart-count" />
    </Link>
  );
}
