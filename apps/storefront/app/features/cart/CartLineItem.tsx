// One product of the cart page: 4:5 image, linked name, chosen options, quantity stepper, line total, remove.
import { useTranslation } from '../../i18n/react.tsx';
import { useFetcher } from 'react-router';
import { usePriceFormat } from '../product-data/index.ts';
import type { CartLineView } from './cart-view.ts';
import { LineItemName } from './LineItemName.tsx';
import { LineThumbnail } from './LineThumbnail.tsx';
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
    <li className="flex gap-4 py-5 first:pt-0" data-testid="cart-line-item">
      <LineThumbnail line={line} width="md" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h3 className="font-semibold leading-snug">
              <LineItemName label={line.label} href={line.href} options={line.options} className="mt-0.5 block text-sm font-normal text-muted" />
            </h3>
            <p className="text-sm text-muted">
              {format(line.unitPrice)}
              <span className="sr-only"> ({t('cart.unitPrice')})</span>
              {line.productNumber && <span className="block text-xs text-subtle">{t('cart.productNumber', { number: line.productNumber })}</span>}
            </p>
          </div>
          <p className="shrink-0 text-right">
            <span className="sr-only">{t('cart.lineTotal')}: </span>
            <span className={`font-semibold ${pending ? 'text-subtle' : ''}`} data-testid="line-total">
              {format(total)}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <QuantityForm line={line} fetcher={fetcher} />
          <p aria-live="polite" className="text-sm text-muted empty:hidden">
            {pending ? t('cart.updating') : ''}
          </p>
          {line.removable && <RemoveButton lineId={line.id} name={line.label} />}
        </div>
      </div>
    </li>
  );
}
