// The cart's summary box, shared by the cart page, the side cart and the checkout.
import { useTranslation } from '../../i18n/react.tsx';
import { usePriceFormat } from '../product-data/index.ts';
import type { CartView } from './cart-view.ts';

/**
 * The summary box: with discounts, the products' sum and every discount line first, so the subtotal
 * adds up; then the shipping estimate (none for downloads only), the total and the taxes.
 */
export function CartSummary({ cart }: { cart: CartView }) {
  const { t } = useTranslation();
  const format = usePriceFormat();
  const row = 'flex justify-between gap-4 py-1';
  return (
    <dl className="space-y-1 text-sm" data-testid="cart-summary">
      {cart.promotions.length > 0 && (
        <>
          <div className={row}>
            <dt>{t('cart.summary.products')}</dt>
            <dd data-testid="cart-products-total">{format(cart.lines.reduce((sum, line) => sum + line.totalPrice, 0))}</dd>
          </div>
          {cart.promotions.map((promotion) => (
            <div key={promotion.id} className={`${row} text-success`} data-testid="cart-discount">
              <dt>
                {promotion.label}
                {promotion.code && <span className="ml-2 rounded-control bg-success-soft px-1.5 py-0.5 font-mono text-xs">{promotion.code}</span>}
              </dt>
              <dd>{format(promotion.totalPrice)}</dd>
            </div>
          ))}
        </>
      )}
      <div className={row}>
        <dt>{t('cart.summary.subtotal')}</dt>
        <dd data-testid="cart-subtotal">{format(cart.subtotal)}</dd>
      </div>
      {cart.virtual ? (
        <p className="py-1 text-sm text-muted">{t('cart.summary.noShipping')}</p>
      ) : (
        cart.shipping !== null && (
          <div className={row}>
            <dt>{t('cart.summary.shipping')}</dt>
            <dd data-testid="cart-shipping">{cart.shipping === 0 ? t('cart.summary.shippingFree') : format(cart.shipping)}</dd>
          </div>
        )
      )}
      {cart.shippingDiscount < 0 && (
        <div className={row}>
          <dt>{t('cart.summary.shippingDiscount')}</dt>
          <dd data-testid="cart-shipping-discount">{format(cart.shippingDiscount)}</dd>
        </div>
      )}
      {cart.taxStatus === 'net' && (
        // Net prices (a business customer group): the total without VAT, each VAT rate added on top.
        <>
          <div className={`${row} mt-2 border-t border-line pt-3`}>
            <dt>{t('netPrices.totalNet')}</dt>
            <dd data-testid="cart-total-net">{format(cart.netTotal)}</dd>
          </div>
          {cart.taxes.map((tax) => (
            <div key={tax.rate} className={row}>
              <dt>{t('netPrices.taxAdded', { rate: tax.rate })}</dt>
              <dd>{format(tax.tax)}</dd>
            </div>
          ))}
        </>
      )}
      <div className={`${row} mt-2 border-t border-line pt-3 text-lg font-bold`}>
        <dt>{t(cart.taxStatus === 'net' ? 'netPrices.totalGross' : 'cart.summary.total')}</dt>
        <dd data-testid="cart-total">{format(cart.total)}</dd>
      </div>
      {cart.taxStatus === 'tax-free' && <p className="py-1 text-sm text-muted">{t('cart.summary.taxFree')}</p>}
      {cart.taxStatus === 'gross' &&
        cart.taxes.map((tax) => (
          <div key={tax.rate} className={`${row} text-xs text-muted`}>
            <dt>{t('cart.summary.taxIncluded', { rate: tax.rate })}</dt>
            <dd>{format(tax.tax)}</dd>
          </div>
        ))}
    </dl>
  );
}
