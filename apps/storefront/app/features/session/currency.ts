export interface CurrencyOption {
  id: string;
  isoCode: string;
  name: string;
  symbol: string;
}
