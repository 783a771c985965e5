// The cart as the checkout shows it: the positions, then subtotal, shipping, taxes and total.
import { useTranslation } from 'react-i18next';
import { CartSummary } from '../cart/CartSummary.tsx';
import type { CartView } from '../cart/cart-view.ts';
import { usePriceFormat } from '../product/price-format.ts';

export function OrderSummary({ cart }: { cart: CartView }) {
  const { t } = useTranslation();
  const format = usePriceFormat();
  return (
    <section aria-labelledby="checkout-summary-heading" className="rounded border border-slate-300 p-4">
      <h2 id="checkout-summary-heading" className="mb-3 text-xl font-bold">
        {t('checkout.summary.heading')}
      </h2>
      <table className="mb-3 w-full text-left text-sm" data-testid="checkout-line-items">
        <caption className="sr-only">{t('checkout.summary.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('checkout.summary.product')}</th>
            <th scope="col" className="text-right">{t('checkout.summary.quantity')}</th>
            <th scope="col" className="text-right">{t('checkout.summary.price')}</th>
          </tr>
        </thead>
        <tbody>
          {cart.lines.map((line) => (
            <tr key={line.id} className="border-t border-slate-200">
              <th scope="row" className="py-1 font-normal">{line.label}</th>
              <td className="py-1 text-right">{line.quantity}</td>
              <td className="py-1 text-right">{format(line.totalPrice)}</td>
            </tr>
          ))}
          {cart.promotions.map((line) => (
            <tr key={line.id} className="border-t border-slate-200">
              <th scope="row" className="py-1 font-normal">{line.label}</th>
              <td className="py-1 text-right" />
              <td className="py-1 text-right">{format(line.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CartSummary cart={cart} />
    </section>
  );
}
