// What the root loader hands to the chrome (header, footer, notifications) of every page.
import { use } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import type { NavigationLink } from '../navigation/links.ts';
import type { Notification } from '../../lib/notifications/notification.ts';
import type { CurrencyOption } from '../session/currency.ts';
import type { CartView } from '../cart/cart-view.ts';
import type { ConsentState } from '../consent/consent.ts';

export interface RootData {
  locale: Locale;
  origin: string;
  /** The Store API's origin: payment components load a provider's (or the demo gateway's) fields from it. */
  storeApiOrigin: string;
  /** The header's main navigation (critical: the first paint shows it). */
  navigation: { main: NavigationLink[] };
  /**
   * The footer navigation, streamed: the first byte does not wait for it, and the footer renders
   * it through `<Await>` once it arrives (in the same HTML response). Never rejects (empty instead).
   */
  footer: Promise<NavigationLink[]>;
  currencies: CurrencyOption[];
  currencyId: string;
  flash: Notification[];
  /** The visitor is a logged-in customer (header, wishlist storage). */
  loggedIn: boolean;
  /** The session's prices exclude VAT (a customer group that shows net prices): every tax note says so. */
  netPrices: boolean;
  /** The business registration page (a customer group's), null when the shop offers none. */
  businessRegistration: string | null;
  /** Count of good items in the cart (header badge). */
  cartCount: number;
  /**
   * The cart for the side cart, which opens with the page: set right after add to cart (a notification
   * flashed with `sideCart`), null otherwise.
   */
  sideCart: CartView | null;
  /** Cookie consent: whether the banner shows and what analytics may run (features/consent). */
  consent: ConsentState;
}

/** Root loader data; undefined while the root itself is in its error state (e.g. maintenance). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root') ?? undefined;
}

/**
 * The footer navigation for parts that need its links in their own markup (the terms and privacy
 * links of checkout and registration): suspends until the streamed list is there, so without a
 * Suspense boundary around it the server renders the page once the list has arrived.
 */
export function useFooterNavigation(): NavigationLink[] {
  const root = useRootData();
  return root ? use(root.footer) : [];
}
