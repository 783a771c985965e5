// The cart as the checkout shows it: the positions, then subtotal, shipping, taxes and total.
import { useTranslation } from 'react-i18next';
import { CartSummary } from '../cart/CartSummary.tsx';
import type { CartView } from '../cart/cart-view.ts';
import { usePriceFormat } from '../product/price-format.ts';
import { LineItemsTable } from './LineItemsTable.tsx';

export function OrderSummary({ cart }: { cart: CartView }) {
  const { t } = useTranslation();
  const format = usePriceFormat();
  return (
    <section aria-labelledby="checkout-summary-heading" className="rounded border border-slate-300 p-4">
      <h2 id="checkout-summary-heading" className="mb-3 text-xl font-bold">
        {t('checkout.summary.heading')}
      </h2>
      <LineItemsTable
        rows={[...cart.lines, ...cart.promotions.map(({ id, label, totalPrice }) => ({ id, label, totalPrice }))]}
        caption={t('checkout.summary.caption')}
        format={format}
        className="mb-3 w-full text-left text-sm"
        testId="checkout-line-items"
      />
      <CartSummary cart={cart} />
    </section>
  );
}
