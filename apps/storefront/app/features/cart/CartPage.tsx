// The cart page: items with their options, the summary box with every discount, the promo code box.
import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { homePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { CartLineItem } from './CartLineItem.tsx';
import { CartSummary } from './CartSummary.tsx';
import { DeliveryPromise } from '../delivery/index.ts';
import { EmptyCart } from './EmptyCart.tsx';
import type { CartView } from './cart-view.ts';
import { ProceedLink } from './ProceedLink.tsx';
import { ExpressButtons } from '../payment/index.ts';
import { PromoCodeBox } from './PromoCodeBox.tsx';

interface Props {
  cart: CartView;
  /** Below the empty cart's ways back to shopping (the route passes the recently viewed products, which product cards own). */
  whenEmpty?: ReactNode;
}

export function CartPage({ cart, whenEmpty }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="space-y-6 md:space-y-8">
      <div className="space-y-2">
        {!cart.empty && (
          <Link to={homePath(locale)} className="-ml-1 inline-flex min-h-9 items-center gap-1 text-sm font-medium text-muted hover:text-ink">
            <ChevronLeft aria-hidden className="size-4" />
            {t('cart.continueShopping')}
          </Link>
        )}
        <h1 className="text-3xl font-bold tracking-tight">{t('pages.checkoutCart')}</h1>
      </div>
      {cart.empty ? (
        // No promo box: a code needs products to apply to (DESIGN.md "Cart page").
        <>
          <EmptyCart />
          {whenEmpty}
        </>
      ) : (
        <div className="grid items-start gap-8 lg:grid-cols-[1fr_24rem] lg:gap-12">
          <section aria-labelledby="cart-items-heading" className="border-t border-line pt-5">
            <h2 id="cart-items-heading" className="sr-only">
              {t('cart.items')}
            </h2>
            <ul className="divide-y divide-line">
              {cart.lines.map((line) => (
                <CartLineItem key={line.id} line={line} />
              ))}
            </ul>
          </section>
          <aside className="space-y-5 rounded-card bg-surface p-5 md:p-6 lg:sticky lg:top-24" aria-labelledby="cart-summary-heading">
            <h2 id="cart-summary-heading" className="text-lg font-semibold">
              {t('cart.summary.title')}
            </h2>
            <CartSummary cart={cart} />
            {cart.delivery && <DeliveryPromise promise={cart.delivery} choice />}
            <ProceedLink />
            <ExpressButtons />
            <div className="border-t border-line pt-5">
              <PromoCodeBox promotions={cart.promotions} savedCodes={cart.savedCodes} />
            </div>
          </aside>
        </div>
      )}
    </div>
  );
}
