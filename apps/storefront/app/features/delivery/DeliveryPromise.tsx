// The delivery promise: cost and arrival window for the shopper's country, the cart value from which
// delivery is free, and (where `choice` is on) a plain form to pick another country — inside a
// <details>, so it takes no room until asked for and opens without JavaScript.
import { Truck } from 'lucide-react';
import { useId } from 'react';
import { Form, useLocation } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../../i18n/use-locale.ts';
import { COUNTRY_FIELDS } from './country-form.ts';
import type { DeliveryPromiseView } from './delivery-promise.ts';

interface Props {
  promise: DeliveryPromiseView;
  /** Offer the country choice (product page and cart page; the side cart shows the promise only). */
  choice?: boolean;
  className?: string;
}

export function DeliveryPromise({ promise, choice = false, className = '' }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const selectId = useId();
  const cost = promise.cost ?? t('delivery.free');
  return (
    <div className={`space-y-2 text-sm ${className}`} data-testid="delivery-promise">
      <p className="flex items-start gap-2">
        <Truck aria-hidden="true" size={18} className="mt-0.5 shrink-0" />
        <span>{t('delivery.promise', { country: promise.country, cost, window: promise.window })}</span>
      </p>
      {promise.freeFrom && <p className="pl-[26px] text-muted">{t('delivery.freeFrom', { amount: promise.freeFrom })}</p>}
      {choice && promise.countries.length > 1 && (
        <details className="pl-[26px]">
          <summary className="inline-flex min-h-6 cursor-pointer items-center font-medium underline underline-offset-2">{t('delivery.changeCountry')}</summary>
          <Form method="post" action={localisePath('/session/country', locale)} className="mt-2 flex flex-wrap items-end gap-2">
            <input type="hidden" name={COUNTRY_FIELDS.redirectTo} value={`${pathname}${search}`} />
            <div className="flex flex-col gap-1">
              <label htmlFor={selectId} className="font-medium">
                {t('delivery.country')}
              </label>
              <select id={selectId} name={COUNTRY_FIELDS.countryId} key={promise.countryId} defaultValue={promise.countryId} className="field w-auto">
                {promise.countries.map((country) => (
                  <option key={country.id} value={country.id}>
                    {country.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn btn-secondary btn-sm">
              {t('delivery.update')}
            </button>
          </Form>
        </details>
      )}
    </div>
  );
}
