import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useFetcher } from 'react-router';
import { usePriceFormat } from '../product-data/index.ts';
import { CART_FIELDS } from './cart-action-data.ts';
import type { PromotionLineView } from './cart-view.ts';
import { RemoveButton } from './RemoveButton.tsx';
import { useCartFormTarget, useCartRefusal } from './use-cart-form.ts';

/** Promo-code box: enter a code, see applied promotions (each removable) with their discounts. */
export function PromoCodeBox({ promotions, savedCodes = [] }: { promotions: PromotionLineView[]; savedCodes?: string[] }) {
  const { t } = useTranslation();
  const format = usePriceFormat();
  const fetcher = useFetcher();
  const inputId = useId();
  const errorId = useId();
  const headingId = useId();
  const { action, redirectTo } = useCartFormTarget();
  const { refusal, submitted } = useCartRefusal(fetcher.data, 'promotion-add');
  const [value, setValue] = useState(refusal?.value ?? '');
  // Once a typed code shows up as applied, the field is cleared for the next one.
  const codes = promotions.map((promotion) => promotion.code.toLowerCase()).join('|');
  const [appliedCodes, setAppliedCodes] = useState(codes);
  if (appliedCodes !== codes) {
    setAppliedCodes(codes);
    if (codes.split('|').includes(value.trim().toLowerCase())) setValue('');
  }
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid="promo-code-box">
      <h2 id={headingId} className="sr-only">
        {t('cart.promotion.title')}
      </h2>
      <fetcher.Form method="post" action={action} preventScrollReset onSubmit={() => submitted(value)} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name={CART_FIELDS.intent} value="promotion-add" />
        <input type="hidden" name={CART_FIELDS.redirectTo} value={redirectTo} />
        <div className="flex min-w-0 flex-1 flex-col">
          <label htmlFor={inputId} className="mb-1 text-sm font-medium">
            {t('cart.promotion.label')}
          </label>
          <input
            id={inputId}
            name={CART_FIELDS.code}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoComplete="off"
            required
            maxLength={100}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? errorId : undefined}
            className="field"
          />
        </div>
        <button type="submit" disabled={fetcher.state !== 'idle'} className="btn btn-secondary">
          {t('cart.promotion.apply')}
        </button>
        {refusal && (
          <p id={errorId} role="alert" className="w-full text-sm font-medium text-danger">
            {t(refusal.error.key, refusal.error.params ?? {})}
          </p>
        )}
      </fetcher.Form>
      {savedCodes.length > 0 && (
        <p className="text-sm text-muted" data-testid="saved-promotions">
          {t('cart.promotion.saved', { codes: savedCodes.join(', ') })}
        </p>
      )}
      {promotions.length > 0 && (
        <ul aria-label={t('cart.promotion.applied')} className="space-y-1" data-testid="applied-promotions">
          {promotions.map((promotion) => (
            <li key={promotion.id} className="flex flex-wrap items-center justify-between gap-2 text-sm text-success">
              <span>
                {promotion.label}
                {promotion.code && <span className="ml-2 rounded-control bg-surface px-1.5 py-0.5 font-mono">{promotion.code}</span>}
              </span>
              <span className="flex items-center gap-2">
                <span>{format(promotion.totalPrice)}</span>
                {promotion.removable && <RemoveButton lineId={promotion.id} name={promotion.code || promotion.label} intent="promotion-remove" />}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
