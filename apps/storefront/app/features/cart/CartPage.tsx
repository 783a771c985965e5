// The cart page: items with their options, the summary box with every discount, the promo code box.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { CartLineItem } from './CartLineItem.tsx';
import { CartSummary } from './CartSummary.tsx';
import { EmptyCart } from './EmptyCart.tsx';
import type { CartView } from './cart-view.ts';
import { PromoCodeBox } from './PromoCodeBox.tsx';

export function ProceedLink({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Link to={localisePath('/checkout', locale)} onClick={onClick} className="block rounded bg-slate-900 px-4 py-3 text-center font-semibold text-white hover:bg-slate-700">
      {t('cart.proceed')}
    </Link>
  );
}

export function CartPage({ cart }: { cart: CartView }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t('pages.checkoutCart')}</h1>
      {cart.empty ? (
        // No promo box: a code needs products to apply to (DESIGN.md "Cart page").
        <EmptyCart />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <section aria-labelledby="cart-items-heading">
            <h2 id="cart-items-heading" className="sr-only">
              {t('cart.items')}
            </h2>
            <ul>
              {cart.lines.map((line) => (
                <CartLineItem key={line.id} line={line} />
              ))}
            </ul>
          </section>
          <aside className="space-y-6" aria-labelledby="cart-summary-heading">
            <div className="space-y-3 rounded-lg border border-slate-200 p-4">
              <h2 id="cart-summary-heading" className="text-lg font-semibold">
                {t('cart.summary.title')}
              </h2>
              <CartSummary cart={cart} />
              <ProceedLink />
            </div>
            <PromoCodeBox promotions={cart.promotions} savedCodes={cart.savedCodes} />
          </aside>
        </div>
      )}
    </div>
  );
}
