// The cart as the checkout shows it: the products with their chosen options, then the summary box
// (discounts, subtotal, shipping, total, taxes) and the way back to the cart.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { CartSummary } from '../cart/CartSummary.tsx';
import type { CartView } from '../cart/cart-view.ts';
import { usePriceFormat } from '../product/price-format.ts';
import { LineItemsTable } from './LineItemsTable.tsx';

export function OrderSummary({ cart, updating = false }: { cart: CartView; updating?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = usePriceFormat();
  return (
    <section aria-labelledby="checkout-summary-heading" className="flex flex-col gap-3 rounded-card border border-line p-4 lg:sticky lg:top-4" aria-busy={updating}>
      <h2 id="checkout-summary-heading" className="text-xl font-bold">
        {t('checkout.summary.heading')}
      </h2>
      <LineItemsTable
        rows={cart.lines.map((line) => ({ id: line.id, label: line.label, options: line.options, href: line.href, quantity: line.quantity, totalPrice: line.totalPrice }))}
        caption={t('checkout.summary.caption')}
        format={format}
        className="w-full text-left text-sm"
        testId="checkout-line-items"
      />
      <div className={updating ? 'opacity-60' : undefined}>
        <CartSummary cart={cart} />
      </div>
      <p aria-live="polite" className="text-sm text-muted">
        {updating ? t('cart.updating') : ''}
      </p>
      <Link to={localisePath('/checkout/cart', locale)} className="font-medium underline underline-offset-2 hover:text-accent">
        {t('checkout.summary.editCart')}
      </Link>
    </section>
  );
}
