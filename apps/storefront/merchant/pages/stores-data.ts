// The example page's data; a merchant's would come from their own service or the Store API.
export const STORES = [
  { city: 'Berlin', street: 'Torstraße 12', hours: '10–19' },
  { city: 'Hamburg', street: 'Lange Reihe 4', hours: '10–18' },
  { city: 'Wien', street: 'Neubaugasse 7', hours: '9–18' },
] as const;

/** The stores in `city` (all for ''); an unknown city has none. */
export function storesIn(city: string): (typeof STORES)[number][] {
  return city ? STORES.filter((store) => store.city === city) : [...STORES];
}
