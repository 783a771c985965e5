// Quantity of one line item as a stepper: "−" and "+" are small forms of their own (they work
// without JavaScript), the number field submits on Enter or with its "Update" button.
import { Minus, Plus } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { FetcherWithComponents } from 'react-router';
import { iconButtonClass } from '../../ui/IconButton.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { CART_FIELDS } from './cart-action-data.ts';
import type { CartLineView } from './cart-view.ts';
import { useCartFormTarget, useCartRefusal } from './use-cart-form.ts';

interface Props {
  line: CartLineView;
  fetcher: FetcherWithComponents<unknown>;
}

/**
 * The browser's range check is off (noValidate): the Store API adjusts a quantity beyond stock or off
 * the step grid and says why, which is more helpful than a tooltip.
 */
export function QuantityForm({ line, fetcher }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const formId = useId();
  const hintId = useId();
  const errorId = useId();
  const { action, redirectTo } = useCartFormTarget();
  const { refusal, submitted } = useCartRefusal(fetcher.data, 'quantity', line.id);
  const { min, step, max } = line.quantityRule;
  // Controlled, so that a quantity arriving from the server replaces the field only when nothing
  // was typed since the last submission (nothing typed is lost).
  const [value, setValue] = useState(refusal?.value ?? String(line.quantity));
  const [typed, setTyped] = useState(false);
  const [serverQuantity, setServerQuantity] = useState(line.quantity);
  if (serverQuantity !== line.quantity) {
    setServerQuantity(line.quantity);
    if (!typed) setValue(String(line.quantity));
  }
  const onSubmit = (next: string) => () => {
    setTyped(false);
    setValue(next);
    submitted(next);
  };
  const hidden = (
    <>
      <input type="hidden" name={CART_FIELDS.intent} value="quantity" />
      <input type="hidden" name={CART_FIELDS.lineId} value={line.id} />
      <input type="hidden" name={CART_FIELDS.redirectTo} value={redirectTo} />
    </>
  );
  /** "−" or "+": posts the neighbouring quantity on the step grid. */
  const stepForm = (quantity: number, label: string, icon: ReactNode) => (
    <fetcher.Form method="post" action={action} preventScrollReset onSubmit={onSubmit(String(quantity))}>
      {hidden}
      <input type="hidden" name={CART_FIELDS.quantity} value={quantity} />
      <button
        type="submit"
        aria-label={`${label}: ${line.label}`}
        title={label}
        disabled={!line.stackable || quantity < min || quantity > max || quantity === line.quantity}
        className={iconButtonClass('sm')}
      >
        {icon}
      </button>
    </fetcher.Form>
  );
  // Without JavaScript the "Update" button is always there; with it, only once something was typed.
  const showUpdate = line.stackable && (!hydrated || value !== String(line.quantity));
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="inline-flex items-center rounded-control border border-line-strong">
        {stepForm(line.quantity - step, t('cart.decrease'), <Minus aria-hidden className="size-4" />)}
        <fetcher.Form id={formId} method="post" action={action} preventScrollReset noValidate onSubmit={onSubmit(value)}>
          {hidden}
          <input
            type="number"
            name={CART_FIELDS.quantity}
            inputMode="numeric"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setTyped(true);
            }}
            min={min}
            step={step}
            max={max}
            required
            disabled={!line.stackable}
            aria-label={`${t('cart.quantity')}: ${line.label}`}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? `${errorId} ${hintId}` : hintId}
            className="h-9 w-12 appearance-none bg-transparent text-center [-moz-appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
          />
        </fetcher.Form>
        {stepForm(line.quantity + step, t('cart.increase'), <Plus aria-hidden className="size-4" />)}
      </div>
      {showUpdate && (
        <button
          type="submit"
          form={formId}
          className="btn btn-ghost btn-sm underline-offset-2 hover:underline"
          aria-label={`${t('cart.update')}: ${line.label}`}
        >
          {t('cart.update')}
        </button>
      )}
      <p id={hintId} className="sr-only">
        {t('cart.quantityRange', { min, max, step })}
      </p>
      {refusal && (
        <p id={errorId} role="alert" className="w-full text-sm font-medium text-danger">
          {t(refusal.error.key, refusal.error.params ?? {})}
        </p>
      )}
    </div>
  );
}
