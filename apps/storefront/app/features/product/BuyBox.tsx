// The buy box: price, variant choice, stock and delivery (with icons), quantity and add to cart as
// the one primary action, the wishlist as a quieter secondary one.
import { featureOn } from '../../lib/merchant/config.ts';
import { PackageCheck, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { AddToCartForm } from '../cart/index.ts';
import { WishlistButton } from '../wishlist/index.ts';
import { CompareButton } from '../compare/index.ts';
import { ExpressButtons } from '../payment/index.ts';
import { ProductPrice, type ConfiguratorGroupView, type ProductDetailView } from '../product-data/index.ts';
import { Line, StockLine } from './StockLine.tsx';
import { VariantConfigurator } from './VariantConfigurator.tsx';

interface Props {
  product: ProductDetailView;
  configurator: ConfiguratorGroupView[];
  /** Below the stock and delivery facts, in their box: the product page's delivery promise. */
  facts?: ReactNode;
}

export function BuyBox({ product, configurator, facts }: Props) {
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
        {!needsVariant && card.available && <ExpressButtons productId={card.id} minQuantity={card.minPurchase} />}
        <div className="flex flex-wrap gap-2">
          <WishlistButton productId={card.id} productName={card.name} />
          {featureOn('compare') && <CompareButton productId={card.id} productName={card.name} />}
        </div>
      </div>
      <div className="rounded-card border border-line p-4">
        <ul className="space-y-2 text-sm">
          <StockLine stock={product.stock} />
          {product.deliveryTime && <Line icon={<Truck size={18} />}>{t('catalog.stock.deliveryTime', { time: product.deliveryTime })}</Line>}
          {product.shippingFree && <Line icon={<PackageCheck size={18} />}>{t('catalog.stock.shippingFree')}</Line>}
        </ul>
        {facts}
      </div>
      <p className="text-sm text-muted">
        {t('catalog.product.number')}: <span data-testid="product-number">{card.productNumber}</span>
      </p>
    </div>
  );
}
