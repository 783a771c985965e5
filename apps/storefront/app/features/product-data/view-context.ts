// What the view mappers (product-view.ts and the listing, detail, CMS and swatch mappers built on it)
// need of the request: the page's locale (links, sanitising) and the money format of that locale and
// the session currency, so every price gets its texts as it is mapped (PriceView.unitText).
import type { Locale } from '../../i18n/locales.ts';
import { moneyFormat, type FormatMoney } from './price-format.ts';

export interface ViewContext {
  locale: Locale;
  money: FormatMoney;
}

export function viewContext(locale: Locale, currencyIso: string): ViewContext {
  return { locale, money: moneyFormat(locale, currencyIso) };
}
