// Removes a line item or a promo code: an icon button whose accessible name says what goes ("Remove: Linen shirt").
import { Trash2, X } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { useFetcher } from 'react-router';
import { IconButton } from '../../ui/IconButton.tsx';
import { CART_FIELDS, type CartIntent } from './cart-action-data.ts';
import { useCartFormTarget } from './use-cart-form.ts';

interface Props {
  lineId: string;
  /** Read by screen readers after the action's word. */
  name: string;
  intent?: Extract<CartIntent, 'remove' | 'promotion-remove'>;
}

export function RemoveButton({ lineId, name, intent = 'remove' }: Props) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const { action, redirectTo } = useCartFormTarget();
  const word = t(intent === 'remove' ? 'cart.remove' : 'cart.promotion.remove');
  return (
    <fetcher.Form method="post" action={action} preventScrollReset>
      <input type="hidden" name={CART_FIELDS.intent} value={intent} />
      <input type="hidden" name={CART_FIELDS.lineId} value={lineId} />
      <input type="hidden" name={CART_FIELDS.redirectTo} value={redirectTo} />
      <IconButton
        type="submit"
        size="sm"
        label={`${word}: ${name}`}
        disabled={fetcher.state !== 'idle'}
        className="text-muted hover:text-danger"
        icon={intent === 'remove' ? <Trash2 aria-hidden className="size-4.5" /> : <X aria-hidden className="size-4" />}
      />
    </fetcher.Form>
  );
}
