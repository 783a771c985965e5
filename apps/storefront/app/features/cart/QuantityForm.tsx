import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FetcherWithComponents } from 'react-router';
import { CART_FIELDS } from './cart-action-data.ts';
import type { CartLineView } from './cart-view.ts';
import { useCartFormTarget, useCartRefusal } from './use-cart-form.ts';

interface Props {
  line: CartLineView;
  fetcher: FetcherWithComponents<unknown>;
}

/**
 * Quantity of one line item. The browser's range check is off (noValidate): the Store API adjusts
 * a quantity beyond stock or off the step grid and says why, which is more helpful than a tooltip.
 */
export function QuantityForm({ line, fetcher }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
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
  return (
    <fetcher.Form method="post" action={action} preventScrollReset noValidate onSubmit={() => {
        setTyped(false);
        submitted(value);
      }} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name={CART_FIELDS.intent} value="quantity" />
      <input type="hidden" name={CART_FIELDS.lineId} value={line.id} />
      <input type="hidden" name={CART_FIELDS.redirectTo} value={redirectTo} />
      <div className="flex flex-col">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('cart.quantity')}
        </label>
        <input
          id={inputId}
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
          className="w-20 rounded border border-slate-400 px-2 py-1.5"
        />
      </div>
      <button type="submit" disabled={!line.stackable} className="rounded border border-slate-500 px-3 py-1.5 text-sm hover:bg-slate-100 disabled:opacity-50" aria-label={`${t('cart.update')}: ${line.label}`}>
        {t('cart.update')}
      </button>
      <p id={hintId} className="sr-only">
        {t('cart.quantityRange', { min, max, step })}
      </p>
      {refusal && (
        <p id={errorId} role="alert" className="w-full text-sm text-red-800">
          {t(refusal.error.key, refusal.error.params ?? {})}
        </p>
      )}
    </fetcher.Form>
  );
}
