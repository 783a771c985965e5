// The side cart's dialog: the cart's items and totals, loaded from the cart summary route when it
// opens and revalidated with every cart change. SideCart.tsx loads this module the first time the
// side cart opens, so pages do not carry it before (ADR 0018).
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useFetcher } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { usePriceFormat } from '../product-data/index.ts';
import { LineThumbnail } from './LineThumbnail.tsx';
import { CartSummary } from './CartSummary.tsx';
import { DeliveryPromise } from '../delivery/index.ts';
import { ExpressButtons } from '../payment/index.ts';
import { EmptyCart } from './EmptyCart.tsx';
import { LineItemName } from './LineItemName.tsx';
import { optimisticQuantity } from './quantity.ts';
import { QuantityForm } from './QuantityForm.tsx';
import type { CartLineView, CartView } from './cart-view.ts';
import { ProceedLink } from './ProceedLink.tsx';
import { RemoveButton } from './RemoveButton.tsx';
import type { Notification } from '../../lib/notifications/notification.ts';

/** One item with its quantity form (optimistic total) and remove button, posting to the cart page's action. */
function SideCartLine({ line, onNavigate }: { line: CartLineView; onNavigate: () => void }) {
  const format = usePriceFormat();
  const fetcher = useFetcher({ key: `cart-quantity-${line.id}` });
  const quantity = optimisticQuantity(fetcher.formData, line.quantity);
  const total = quantity === line.quantity ? line.totalPrice : line.unitPrice * quantity;
  return (
    <li className="flex gap-3 py-4" data-testid="side-cart-item">
      <LineThumbnail line={line} width="sm" />
      <div className="min-w-0 flex-1 space-y-2 text-sm">
        <div className="flex items-start justify-between gap-2">
          <p className="font-semibold">
            <LineItemName label={line.label} href={line.href} options={line.options} onNavigate={onNavigate} className="block font-normal text-muted" />
          </p>
          {line.removable && <RemoveButton lineId={line.id} name={line.label} />}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <QuantityForm line={line} fetcher={fetcher} />
          <p>
            {/* The unit price only where it differs from the line's total. */}
            {quantity > 1 && <span className="text-muted">{`${quantity} × ${format(line.unitPrice)} = `}</span>}
            <span className={`font-semibold ${quantity === line.quantity ? '' : 'text-subtle'}`} data-testid="side-line-total">
              {format(total)}
            </span>
          </p>
        </div>
      </div>
    </li>
  );
}

function SideCartContent({ cart, onNavigate }: { cart: CartView; onNavigate: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (cart.empty) return <EmptyCart onNavigate={onNavigate} />;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-line border-b border-line" aria-label={t('cart.items')}>
        {cart.lines.map((line) => (
          <SideCartLine key={line.id} line={line} onNavigate={onNavigate} />
        ))}
      </ul>
      <CartSummary cart={cart} />
      {cart.delivery && <DeliveryPromise promise={cart.delivery} />}
      <div className="space-y-2">
        <ProceedLink onClick={onNavigate} />
        <ButtonLink to={localisePath('/checkout/cart', locale)} onClick={onNavigate} variant="secondary" block>
          {t('cart.side.viewCart')}
        </ButtonLink>
      </div>
      <ExpressButtons />
    </div>
  );
}

interface Props {
  open: boolean;
  onClose: () => void;
  /** The page's notifications shown inside (those of the cart calls made for it). */
  messages: readonly Notification[];
  /** The cart as the root loader brought it after add to cart (rendered on the server), until the fetcher has loaded it. */
  initialCart?: CartView | null;
}

export default function SideCartDialog({ open, onClose, messages, initialCart = null }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<CartView | null>({ key: 'side-cart' });
  const { load } = fetcher;

  useEffect(() => {
    // Fresh on every opening; while open, React Router revalidates it after each cart action.
    if (open) void load(localisePath('/cart/summary', locale));
  }, [open, load, locale]);

  const cart = fetcher.data === undefined && initialCart ? initialCart : fetcher.data;
  return (
    <Modal open={open} title={t('cart.side.title')} onClose={onClose} placement="end">
      <div aria-busy={fetcher.state !== 'idle'} data-testid="side-cart">
        {/* A status message (WCAG 4.1.3): read out without moving focus. */}
        <div role="status">
          <ul className="mb-4 space-y-1 text-sm empty:mb-0" data-testid="side-cart-messages">
            {messages.map((message) => (
              <li key={message.id} className={message.type === 'success' || message.type === 'info' ? 'text-ink' : 'font-semibold text-danger'}>
                {message.message}
              </li>
            ))}
          </ul>
        </div>
        {cart === undefined && <p>{t('cart.side.loading')}</p>}
        {cart === null && (
          <p>
            {t('cart.side.unavailable')}{' '}
            <Link to={localisePath('/checkout/cart', locale)} onClick={onClose} className="underline">
              {t('cart.side.viewCart')}
            </Link>
          </p>
        )}
        {cart && <SideCartContent cart={cart} onNavigate={onClose} />}
      </div>
    </Modal>
  );
}
