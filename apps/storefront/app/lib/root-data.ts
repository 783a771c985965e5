// The root route's loader data, which any part of a page may read: the header's cart count, the
// session's currency, the origin of absolute links. The shell's loader assembles it
// (features/shell/root-data.server.ts). A feature names the fields it reads in a type of its own
// (`<feature>/root-data.ts`), and the shell's RootData extends every one of them: a field a feature
// reads and the root loader no longer returns fails typecheck in the shell, not on a page.
import { data, isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router';
import type { Locale } from '../i18n/locales.ts';
import type { Notification } from './notifications/notification.ts';

/** The request's own facts the root loader passes on, which no feature owns. */
export interface PageRootData {
  locale: Locale;
  origin: string;
  /** The Store API's origin: payment components load a provider's (or the demo gateway's) fields from it. */
  storeApiOrigin: string;
  /** The sales channel's access key (public, as in every headless Shopware client): payment components name the shop with it. */
  storeApiAccessKey: string;
  flash: Notification[];
}

/** Marks the root data a middleware's not-found answer carries (see notFoundInChrome). */
const CHROME_KEY = 'aisleChrome';

/**
 * The 404 of a path no page of this shop answers, found by the root's middleware (a first segment that is
 * no market, a switched-off part). When a middleware throws, React Router runs no loader and renders the
 * root's error boundary, so the chrome's data travels with the error: the page then looks like every
 * other not-found page, header and footer included.
 */
export function notFoundInChrome(root: object) {
  return data({ [CHROME_KEY]: root }, { status: 404 });
}

/** The root data a not-found answer of the middleware carries, if `error` is one. */
function chromeOfError(error: unknown): unknown {
  if (!isRouteErrorResponse(error) || typeof error.data !== 'object' || error.data === null || !(CHROME_KEY in error.data)) return undefined;
  return (error.data as Record<typeof CHROME_KEY, unknown>)[CHROME_KEY];
}

/**
 * Root loader data as the part `T` the caller reads; in the root's error state (maintenance, Store API
 * down) undefined — unless the error is the middleware's not-found answer, which brings the data along.
 */
export function useRootLoaderData<T extends object>(): T | undefined {
  // Loader data is plain data and promises, which reach the page as they are: the caller's part of it is read as its type.
  const loaded: unknown = useRouteLoaderData('root');
  const error = useRouteError();
  return (loaded ?? chromeOfError(error) ?? undefined) as T | undefined;
}
