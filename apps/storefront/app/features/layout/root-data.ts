// What the root loader hands to the chrome (header, footer, notifications) of every page.
import { useRouteLoaderData } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import type { NavigationLink } from '../navigation/links.ts';
import type { Notification } from '../notifications/notification.ts';
import type { CurrencyOption } from '../session/currency.ts';

export interface RootData {
  locale: Locale;
  origin: string;
  navigation: { main: NavigationLink[]; footer: NavigationLink[] };
  currencies: CurrencyOption[];
  currencyId: string;
  flash: Notification[];
  /** The visitor is a logged-in customer (header, wishlist storage). */
  loggedIn: boolean;
  /** Count of good items in the cart (header badge). */
  cartCount: number;
}

/** Root loader data; undefined while the root itself is in its error state (e.g. maintenance). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root') ?? undefined;
}
