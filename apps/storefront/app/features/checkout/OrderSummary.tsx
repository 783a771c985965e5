// The cart as the checkout shows it: the products (thumbnail with quantity, name and chosen options,
// price), then the summary box (discounts, subtotal, shipping, total, taxes) and the way back to the cart.
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { LineThumbnail, CartSummary, LineItemName, type CartView } from '../cart/index.ts';
import { usePriceFormat } from '../product-data/index.ts';

export function OrderSummary({ cart, updating = false }: { cart: CartView; updating?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = usePriceFormat();
  return (
    <section
      aria-labelledby="checkout-summary-heading"
      className="flex flex-col gap-4 rounded-card bg-surface p-4 md:p-6 lg:sticky lg:top-4"
      aria-busy={updating}
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="checkout-summary-heading" className="text-lg font-semibold">
          {t('checkout.summary.heading')}
        </h2>
        <Link to={localisePath('/checkout/cart', locale)} className="text-sm font-medium text-muted underline underline-offset-2 hover:text-ink">
          {t('checkout.summary.editCart')}
        </Link>
      </div>
      <ul aria-label={t('checkout.summary.caption')} className="flex flex-col gap-3" data-testid="checkout-line-items">
        {cart.lines.map((line) => (
          <li key={line.id} className="flex items-center gap-3 text-sm">
            <div className="relative shrink-0">
              <LineThumbnail line={line} width="sm" />
              <span
                aria-hidden="true"
                className="absolute -top-2 -right-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-ink px-1 text-xs font-semibold text-white"
              >
                {line.quantity}
              </span>
            </div>
            <p className="min-w-0 flex-1">
              <span className="font-medium">
                <LineItemName label={line.label} href={line.href} options={line.options} />
              </span>
              <span className="sr-only">
                , {t('checkout.summary.quantity')}: {line.quantity}
              </span>
            </p>
            <p className="shrink-0 font-medium">
              <span className="sr-only">{t('checkout.summary.price')}: </span>
              {format(line.totalPrice)}
            </p>
          </li>
        ))}
      </ul>
      <div className={`border-t border-line pt-4 ${updating ? 'opacity-60' : ''}`}>
        <CartSummary cart={cart} />
      </div>
      <p aria-live="polite" className="text-sm text-muted empty:hidden">
        {updating ? t('cart.updating') : ''}
      </p>
    </section>
  );
}
