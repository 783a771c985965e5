// What price calculation needs to know about the request: currency and gross/net display.
export interface PriceContext {
  currencyId: string;
  /** The system default currency (prices for it always exist). */
  defaultCurrencyId: string;
  /** Exchange rate relative to the default currency, as a decimal string or number. */
  currencyFactor: number | string;
  decimals: number;
  displayGross: boolean;
}

/** Stored per-currency price: {currencyId: {gross, net, linked, listPrice?}} with decimal strings. */
export interface CurrencyPrice {
  gross: string;
  net: string;
  linked?: boolean;
  listPrice?: { gross: string; net: string };
}
export type PriceMap = Record<string, CurrencyPrice | undefined>;

export interface TierPrice {
  quantityStart: number;
  quantityEnd: number | null;
  price: PriceMap;
}
