import { useTranslation } from 'react-i18next';
import { AddToCartForm } from '../cart/AddToCartForm.tsx';
import { WishlistButton } from '../wishlist/WishlistButton.tsx';
import { LOW_STOCK, type ConfiguratorGroupView, type ProductDetailView } from './detail-view.ts';
import { ProductPrice } from './ProductPrice.tsx';
import { VariantConfigurator } from './VariantConfigurator.tsx';

function StockLine({ product }: { product: ProductDetailView }) {
  const { t } = useTranslation();
  const { stock } = product;
  const count = stock.availableStock ?? 0;
  if (!stock.available || (stock.closeout && count <= 0)) return <p className="font-semibold text-danger">{t('catalog.stock.soldOut')}</p>;
  if (count <= 0) {
    return <p className="font-semibold text-warning">{stock.restockDays ? t('catalog.stock.restock', { count: stock.restockDays }) : t('catalog.stock.onOrder')}</p>;
  }
  return <p className="font-semibold text-success">{count <= LOW_STOCK ? t('catalog.stock.low', { count }) : t('catalog.stock.inStock')}</p>;
}

interface Props {
  product: ProductDetailView;
  configurator: ConfiguratorGroupView[];
}

/** Price, availability, delivery, variant choice, add to cart and wishlist of one product. */
export function BuyBox({ product, configurator }: Props) {
  const { t } = useTranslation();
  const { card } = product;
  const needsVariant = card.hasVariants;
  return (
    <div className="space-y-4" data-testid="buy-box">
      <ProductPrice price={product.price} detailed />
      <div className="space-y-1 text-sm">
        <StockLine product={product} />
        {product.deliveryTime && <p>{t('catalog.stock.deliveryTime', { time: product.deliveryTime })}</p>}
        {product.shippingFree && <p>{t('catalog.stock.shippingFree')}</p>}
        <p>
          {t('catalog.product.number')}: <span data-testid="product-number">{card.productNumber}</span>
        </p>
      </div>
      <VariantConfigurator productId={product.parentId ?? card.id} groups={configurator} />
      <div className="flex items-end gap-3">
        {needsVariant ? (
          <p className="text-sm">{t('catalog.cart.pickVariant')}</p>
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
    </div>
  );
}
