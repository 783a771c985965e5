// The buy box: price, variant choice, stock and delivery (with icons), quantity and add to cart as
// the one primary action, the wishlist as a quieter secondary one.
import { Ban, Check, Clock, PackageCheck, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { AddToCartForm } from '../cart/AddToCartForm.tsx';
import { WishlistButton } from '../wishlist/WishlistButton.tsx';
import { LOW_STOCK, type ConfiguratorGroupView, type ProductDetailView } from './detail-view.ts';
import { ProductPrice } from './ProductPrice.tsx';
import { VariantConfigurator } from './VariantConfigurator.tsx';

function Line({ icon, tone = 'text-ink', children }: { icon: ReactNode; tone?: string; children: ReactNode }) {
  return (
    <li className={`flex items-center gap-2 ${tone}`}>
      <span aria-hidden="true" className="shrink-0">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

/** Stock with its icon (the buy box and the quick-add dialog). */
export function StockLine({ stock }: { stock: ProductDetailView['stock'] }) {
  const { t } = useTranslation();
  const count = stock.availableStock ?? 0;
  if (!stock.available || (stock.closeout && count <= 0)) {
    return (
      <Line icon={<Ban size={18} />} tone="font-semibold text-danger">
        {t('catalog.stock.soldOut')}
      </Line>
    );
  }
  if (count <= 0) {
    return (
      <Line icon={<Clock size={18} />} tone="font-semibold text-warning">
        {stock.restockDays ? t('catalog.stock.restock', { count: stock.restockDays }) : t('catalog.stock.onOrder')}
      </Line>
    );
  }
  return (
    <Line icon={<Check size={18} />} tone={`font-semibold ${count <= LOW_STOCK ? 'text-warning' : 'text-success'}`}>
      {count <= LOW_STOCK ? t('catalog.stock.low', { count }) : t('catalog.stock.inStock')}
    </Line>
  );
}

interface Props {
  product: ProductDetailView;
  configurator: ConfiguratorGroupView[];
}

export function BuyBox({ product, configurator }: Props) {
  const { t } = useTranslation();
  const { card } = product;
  const needsVariant = card.hasVariants;
  return (
    <div className="space-y-6" data-testid="buy-box">
      <ProductPrice price={product.price} detailed />
      <VariantConfigurator productId={product.parentId ?? card.id} groups={configurator} />
      <div className="space-y-3">
        {needsVariant ? (
          <p className="rounded-control bg-surface px-4 py-3 text-sm">{t('catalog.cart.pickVariant')}</p>
        ) : (
          <AddToCartForm
            productId={card.id}
            productName={card.name}
            quantity={{ min: card.minPurchase, step: card.purchaseSteps, max: Math.max(card.minPurchase, card.maxPurchase) }}
            disabled={!card.available}
          />
        )}
        <WishlistButton productId={card.id} productName={card.name} />
      </div>
      <ul className="space-y-2 rounded-card border border-line p-4 text-sm">
        <StockLine stock={product.stock} />
        {product.deliveryTime && <Line icon={<Truck size={18} />}>{t('catalog.stock.deliveryTime', { time: product.deliveryTime })}</Line>}
        {product.shippingFree && <Line icon={<PackageCheck size={18} />}>{t('catalog.stock.shippingFree')}</Line>}
      </ul>
      <p className="text-sm text-muted">
        {t('catalog.product.number')}: <span data-testid="product-number">{card.productNumber}</span>
      </p>
    </div>
  );
}
