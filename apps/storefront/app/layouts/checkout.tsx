// The cart and checkout layout: the minimal header (logo and cart); on the checkout a calm bar with
// the way back to the cart and the "secure checkout" hint.
import { ChevronLeft, Lock } from 'lucide-react';
import { useTranslation } from '../i18n/react.tsx';
import { Link, Outlet, useLocation } from 'react-router';
import { layoutErrorBoundary, ShopChrome } from '../features/shell/index.ts';
import { localisePath, splitLocalePath } from '../i18n/paths.ts';
import { useLocale } from '../i18n/use-locale.ts';

function CheckoutBar() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { barePath } = splitLocalePath(useLocation().pathname);
  // Only on the checkout itself: the cart page has its own way back, and after the order (success,
  // paid, unpaid) there is nothing to go back to.
  if (barePath.replace(/\/+$/, '') !== '/checkout') return null;
  return (
    <div className="mb-4 flex min-h-9 items-center justify-between gap-4 text-sm md:mb-6">
      <Link to={localisePath('/checkout/cart', locale)} className="-ml-1 inline-flex min-h-9 items-center gap-1 font-medium text-muted hover:text-ink">
        <ChevronLeft aria-hidden className="size-4" />
        {t('checkout.bar.backToCart')}
      </Link>
      <p className="inline-flex items-center gap-1.5 font-medium text-success">
        <Lock aria-hidden className="size-4" />
        {t('checkout.bar.secure')}
      </p>
    </div>
  );
}

/** Checkout keeps distractions out: the header shows only the logo and the cart. */
export default function CheckoutLayout() {
  return (
    <ShopChrome minimalHeader>
      <CheckoutBar />
      <Outlet />
    </ShopChrome>
  );
}

export const ErrorBoundary = layoutErrorBoundary({ minimalHeader: true });
