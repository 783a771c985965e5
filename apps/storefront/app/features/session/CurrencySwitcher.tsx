import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import { localisePath } from '../../i18n/paths.ts';
import { useBackgroundPost } from '../../ui/use-background-post.ts';
import { useEarlyChoice } from '../../ui/use-early-choice.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import type { CurrencyOption } from './currency.ts';

interface Props {
  locale: Locale;
  currencies: CurrencyOption[];
  currencyId: string;
}

/**
 * A form that PATCHes the session currency through the currency action. Without JavaScript the
 * submit button posts it; with JavaScript a change posts it in the background, as a request that
 * outlives the page, so a shopper who switches and moves on at once keeps the currency.
 */
export function CurrencySwitcher({ locale, currencies, currencyId }: Props) {
  const { t } = useTranslation();
  const { post } = useBackgroundPost();
  const { pathname, search } = useLocation();
  const selectId = useId();
  // The submit button is only needed without JavaScript; it hides once React runs in the browser.
  const hydrated = useHydrated();
  const { ref: select, onChange } = useEarlyChoice<HTMLSelectElement>(currencyId, (field) => {
    if (field.form) void post(field.form);
  });
  if (currencies.length === 0) return null;
  return (
    <form method="post" action={localisePath('/session/currency', locale)} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <div className="flex flex-col">
        <label htmlFor={selectId} className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">
          {t('footer.currency')}
        </label>
        <select id={selectId} name="currencyId" ref={select} key={currencyId} defaultValue={currencyId} onChange={onChange} className="field w-auto">
          {currencies.map((currency) => (
            <option key={currency.id} value={currency.id}>
              {currency.isoCode} ({currency.symbol})
            </option>
          ))}
        </select>
      </div>
      <button type="submit" hidden={hydrated} className="btn btn-secondary btn-sm">
        {t('footer.changeCurrency')}
      </button>
    </form>
  );
}
