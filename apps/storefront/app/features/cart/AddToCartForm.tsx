import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLocation } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';

interface Props {
  productId: string;
  productName: string;
  /** Product pages offer a quantity field (min/step/max from the product); cards add one piece. */
  quantity?: { min: number; step: number; max: number };
  disabled?: boolean;
}

/**
 * An HTML form (works without JavaScript) posting to the add-to-cart action. The cart issue wires
 * the action to the Store API; until then it answers honestly that the cart is not available yet.
 */
export function AddToCartForm({ productId, productName, quantity, disabled = false }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const quantityId = useId();
  return (
    <Form method="post" action={localisePath('/cart/add', locale)} preventScrollReset className="flex items-end gap-2">
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {quantity ? (
        <div className="flex flex-col">
          <label htmlFor={quantityId} className="text-sm font-medium">
            {t('catalog.cart.quantity')}
          </label>
          <input
            id={quantityId}
            type="number"
            name="quantity"
            inputMode="numeric"
            defaultValue={quantity.min}
            min={quantity.min}
            step={quantity.step}
            max={quantity.max}
            required
            className="w-20 rounded border border-slate-400 px-2 py-2"
          />
        </div>
      ) : (
        <input type="hidden" name="quantity" value="1" />
      )}
      <button
        type="submit"
        disabled={disabled}
        className="rounded bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700 disabled:cursor-not-allowed disabled:bg-slate-400"
        aria-label={quantity ? undefined : t('catalog.cart.addNamed', { name: productName })}
      >
        {t('catalog.cart.add')}
      </button>
    </Form>
  );
}
