import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { CART_FIELDS, type CartIntent } from './cart-action-data.ts';
import { useCartFormTarget } from './use-cart-form.ts';

interface Props {
  lineId: string;
  /** Read by screen readers after the visible word (WCAG 2.5.3: the visible words come first). */
  name: string;
  intent?: Extract<CartIntent, 'remove' | 'promotion-remove'>;
}

export function RemoveButton({ lineId, name, intent = 'remove' }: Props) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const { action, redirectTo } = useCartFormTarget();
  return (
    <fetcher.Form method="post" action={action} preventScrollReset>
      <input type="hidden" name={CART_FIELDS.intent} value={intent} />
      <input type="hidden" name={CART_FIELDS.lineId} value={lineId} />
      <input type="hidden" name={CART_FIELDS.redirectTo} value={redirectTo} />
      <button type="submit" disabled={fetcher.state !== 'idle'} className="rounded px-2 py-1 text-sm text-red-800 underline hover:bg-red-50 disabled:opacity-50" aria-label={`${t(intent === 'remove' ? 'cart.remove' : 'cart.promotion.remove')}: ${name}`}>
        {t(intent === 'remove' ? 'cart.remove' : 'cart.promotion.remove')}
      </button>
    </fetcher.Form>
  );
}
