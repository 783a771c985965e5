// What the session puts into the root loader's data (lib/root-data.ts): the shopper's currency, whether
// a customer is logged in and whether their prices exclude VAT.
import type { CurrencyOption } from './currency.ts';

export interface SessionRootData {
  currencies: CurrencyOption[];
  currencyId: string;
  /** The visitor is a logged-in customer (header, wishlist storage). */
  loggedIn: boolean;
  /** The session's prices exclude VAT (a customer group that shows net prices): every tax note says so. */
  netPrices: boolean;
}
