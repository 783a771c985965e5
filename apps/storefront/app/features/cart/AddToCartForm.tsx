// Add to cart (product cards and the buy box).
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useFetcher, useLocation } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { SIDE_CART_CONFIRMS } from './cart-action-data.ts';
import { useSideCart } from './side-cart-context.ts';

interface Props {
  productId: string;
  productName: string;
  /** Product pages offer a quantity field (min/step/max from the product); cards add one piece. */
  quantity?: { min: number; step: number; max: number };
  disabled?: boolean;
}

/**
 * An HTML form posting to the add-to-cart action, which redirects back with notifications (works
 * without JavaScript). With JavaScript a fetcher posts it and the side cart opens afterwards.
 */
export function AddToCartForm({ productId, productName, quantity, disabled = false }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const quantityId = useId();
  const fetcher = useFetcher();
  const sideCart = useSideCart();
  const submitted = useRef(false);
  const hydrated = useHydrated();

  useEffect(() => {
    if (fetcher.state !== 'idle') submitted.current = true;
    else if (submitted.current) {
      submitted.current = false;
      sideCart?.open({ withMessages: true });
    }
  }, [fetcher.state, sideCart]);

  return (
    <fetcher.Form method="post" action={localisePath('/cart/add', locale)} preventScrollReset className="flex w-full items-end gap-2">
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {/* With JavaScript the side cart opening is the confirmation: no second one as a toast. */}
      {hydrated && sideCart && <input type="hidden" name={SIDE_CART_CONFIRMS} value="1" />}
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
    </fetcher.Form>
  );
}
