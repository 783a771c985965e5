// The express wallets' buttons under the product page's "Add to cart" and the cart's "Proceed to
// checkout": an "or" divider, then one full-width button per wallet in the wallet's colours. Each is a
// plain form posting to the storefront's express action (CSRF-checked like every action), which answers
// with a redirect to the wallet's approval page — the same with and without JavaScript.
import type { FormEvent } from 'react';
import { useLocation } from 'react-router';
import { localisePath } from '../../../i18n/paths.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLocale } from '../../../i18n/use-locale.ts';
import { EXPRESS_FIELDS, EXPRESS_PATHS } from './express-fields.ts';
import { expressButtons, type ExpressButtonView } from './registry.ts';

interface Props {
  /** On the product page: the product the button buys (added to the cart first). */
  productId?: string;
  /** The product page's quantity field is read at submission (its own form's); without JavaScript the minimum is bought. */
  minQuantity?: number;
  /** Defaults to the shop's wallets (merchant/index.ts). */
  buttons?: readonly ExpressButtonView[];
}

/** With JavaScript the product page's chosen quantity goes along (it is the "Add to cart" form's field). */
function takeQuantity(event: FormEvent<HTMLFormElement>) {
  const form = event.currentTarget;
  const typed = form.closest('[data-testid="buy-box"]')?.querySelector<HTMLInputElement>('input[name="quantity"]')?.value;
  const field = form.elements.namedItem(EXPRESS_FIELDS.quantity);
  if (typed && field instanceof HTMLInputElement) field.value = typed;
}

export function ExpressButtons({ productId, minQuantity = 1, buttons = expressButtons() }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  if (buttons.length === 0) return null;
  const action = localisePath(EXPRESS_PATHS.start, locale);
  return (
    <div className="space-y-3" data-testid="express-buttons">
      <p className="flex items-center gap-3 text-sm text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        {t('payment.express.or')}
      </p>
      {buttons.map(({ wallet, label, colors }) => (
        <form key={wallet} method="post" action={action} onSubmit={productId ? takeQuantity : undefined}>
          <input type="hidden" name={EXPRESS_FIELDS.wallet} value={wallet} />
          <input type="hidden" name={EXPRESS_FIELDS.returnTo} value={`${location.pathname}${location.search}`} />
          {productId && (
            <>
              <input type="hidden" name={EXPRESS_FIELDS.productId} value={productId} />
              <input type="hidden" name={EXPRESS_FIELDS.quantity} value={String(minQuantity)} />
            </>
          )}
          <button
            type="submit"
            className="flex min-h-12 w-full items-center justify-center gap-1.5 rounded-control px-4 py-3 text-base font-semibold shadow-sm transition hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            style={{ backgroundColor: colors.background, color: colors.text }}
          >
            {t(productId ? 'payment.express.buyWith' : 'payment.express.payWith', { wallet: t(label) })}
          </button>
        </form>
      ))}
    </div>
  );
}
