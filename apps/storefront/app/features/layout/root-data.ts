// What the root loader hands to the chrome (header, footer, notifications) of every page.
import { use } from 'react';
import { data, isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router';
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

/** Marks the root data a middleware's not-found answer carries (see notFoundInChrome). */
const CHROME_KEY = 'aisleChrome';

/**
 * The 404 of a path no page of this shop answers, found by the root's middleware (a first segment that is
 * no market, a switched-off part). When a middleware throws, React Router runs no loader and renders the
 * root's error boundary, so the chrome's data travels with the error: the page then looks like every
 * other not-found page, header and footer included.
 */
export function notFoundInChrome(root: RootData) {
  return data({ [CHROME_KEY]: root }, { status: 404 });
}

/** The root data a not-found answer of the middleware carries, if `error` is one. */
function chromeOfError(error: unknown): RootData | undefined {
  if (!isRouteErrorResponse(error) || typeof error.data !== 'object' || error.data === null || !(CHROME_KEY in error.data)) return undefined;
  return (error.data as Record<typeof CHROME_KEY, RootData>)[CHROME_KEY];
}

/**
 * Root loader data; in the root's error state (maintenance, Store API down) undefined — unless the error
 * is the middleware's not-found answer, which brings the data along.
 */
export function useRootData(): RootData | undefined {
  const loaded = useRouteLoaderData<RootData>('root');
  const error = useRouteError();
  return loaded ?? chromeOfError(error);
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
