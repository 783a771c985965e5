// One product of the cart page: image, linked name, chosen options, quantity, line total, remove.
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { usePriceFormat } from '../product/price-format.ts';
import { ProductImage } from '../product/ProductImage.tsx';
import type { CartLineView } from './cart-view.ts';
import { LineItemName } from './LineItemName.tsx';
import { optimisticQuantity } from './quantity.ts';
import { QuantityForm } from './QuantityForm.tsx';
import { RemoveButton } from './RemoveButton.tsx';

export function CartLineItem({ line }: { line: CartLineView }) {
  const { t } = useTranslation();
  const format = usePriceFormat();
  const fetcher = useFetcher({ key: `cart-quantity-${line.id}` });
  const quantity = optimisticQuantity(fetcher.formData, line.quantity);
  const pending = quantity !== line.quantity;
  const total = pending ? line.unitPrice * quantity : line.totalPrice;
  return (
    <li className="grid grid-cols-[5rem_1fr] gap-4 border-b border-slate-200 py-4 sm:grid-cols-[6rem_1fr_auto]" data-testid="cart-line-item">
      <div className="aspect-square overflow-hidden rounded bg-slate-50">
        {line.image && <ProductImage image={line.image} decorative sizes="6rem" className="h-full w-full object-contain" />}
      </div>
      <div className="space-y-1">
        <h3 className="font-semibold">
          <LineItemName label={line.label} href={line.href} options={line.options} className="block text-sm font-normal text-slate-700" />
        </h3>
        {line.productNumber && <p className="text-sm text-slate-700">{t('cart.productNumber', { number: line.productNumber })}</p>}
        <p className="text-sm">
          {t('cart.unitPrice')}: {format(line.unitPrice)}
        </p>
        <QuantityForm line={line} fetcher={fetcher} />
      </div>
      <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:flex-col sm:items-end">
        <p>
          <span className="sr-only">{t('cart.lineTotal')}: </span>
          <span className={`font-semibold ${pending ? 'text-slate-500' : ''}`} data-testid="line-total">
            {format(total)}
          </span>
        </p>
        <p aria-live="polite" className="text-sm text-slate-600">
          {pending ? t('cart.updating') : ''}
        </p>
        {line.removable && <RemoveButton lineId={line.id} name={line.label} />}
      </div>
    </li>
  );
}
