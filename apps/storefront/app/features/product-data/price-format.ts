// Money formatting for the page's locale and the session currency. Intl caches are keyed per
// locale+currency because formatters are expensive to build and prices are rendered by the dozen.
import { useRootLoaderData } from '../../lib/root-data.ts';
import type { SessionRootData } from '../session/index.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocale } from '../../i18n/use-locale.ts';
import type { PriceView } from './product-view.ts';

export type FormatMoney = (value: number) => string;

const formatters = new Map<string, Intl.NumberFormat>();

/** docs/product-rules.md §9 names en-US as the fallback formatting locale. */
export function formatPrice(value: number, locale: string, currency: string): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
    }
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** ISO code of the session currency (EUR when the chrome has no data, e.g. in component tests). */
function useCurrencyIso(): string {
  const root = useRootLoaderData<SessionRootData>();
  return root?.currencies.find((currency) => currency.id === root.currencyId)?.isoCode ?? 'EUR';
}

export function moneyFormat(locale: string, currency: string): FormatMoney {
  return (value) => formatPrice(value, locale, currency);
}

export function usePriceFormat(): FormatMoney {
  return moneyFormat(useLocale(), useCurrencyIso());
}

/** The price a card, the buy box, the suggestions or the sticky bar show: the loader's text (else formatted here), 'from …' for a range. */
export function useShownPrice(): (price: Pick<PriceView, 'unitPrice' | 'unitText' | 'from'>) => string {
  const { t } = useTranslation();
  const format = usePriceFormat();
  return (price) => {
    const unit = price.unitText ?? format(price.unitPrice);
    return price.from ? t('catalog.price.from', { price: unit }) : unit;
  };
}
