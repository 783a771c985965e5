// Add to cart (product cards and the buy box).
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Form, useLocation } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';

interface Props {
  productId: string;
  productName: string;
  /** Product pages offer a quantity field (min/step/max from the product); cards add one piece. */
  quantity?: { min: number; step: number; max: number };
  disabled?: boolean;
  /** Names the form's fetcher, so a container can follow the add (the quick-add dialog). */
  fetcherKey?: string;
}

/**
 * An HTML form posting to the add-to-cart action, which redirects back with notifications. Without
 * JavaScript, before hydration and after it, the shopper gets the same answer: the page stays, the
 * cart count follows and the notification confirms (with JavaScript a fetcher posts the same form and
 * the page revalidates in place).
 */
export function AddToCartForm({ productId, productName, quantity, disabled = false, fetcherKey }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const quantityId = useId();

  return (
    // A fetcher's form without useFetcher: the form does not follow the page's fetchers, so an add on one card
    // does not render every other card's form again (ADR 0060); a container that follows names the fetcher.
    <Form
      method="post"
      action={localisePath('/cart/add', locale)}
      navigate={false}
      fetcherKey={fetcherKey}
      preventScrollReset
      className="flex w-full items-end gap-2"
    >
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
            className="field min-h-12 w-20"
          />
        </div>
      ) : (
        <input type="hidden" name="quantity" value="1" />
      )}
      <button
        type="submit"
        disabled={disabled}
        className={`btn btn-primary flex-1 ${quantity ? 'btn-lg' : 'btn-sm'}`}
        aria-label={quantity ? undefined : t('catalog.cart.addNamed', { name: productName })}
      >
        {t('catalog.cart.add')}
      </button>
    </Form>
  );
}
