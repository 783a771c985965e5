// The root route's loader data, which any part of a page may read: the header's cart count, the
// session's currency, the origin of absolute links. The shell's loader assembles it
// (features/shell/root-data.server.ts). A feature names the fields it reads in a type of its own
// (`<feature>/root-data.ts`), and the shell's RootData extends every one of them: a field a feature
// reads and the root loader no longer returns fails typecheck in the shell, not on a page.
import { useRouteLoaderData } from 'react-router';
import type { Locale } from '../i18n/locales.ts';
import type { Notification } from './notifications/notification.ts';

/** The request's own facts the root loader passes on, which no feature owns. */
export interface PageRootData {
  locale: Locale;
  origin: string;
  /** The Store API's origin: payment components load a provider's (or the demo gateway's) fields from it. */
  storeApiOrigin: string;
  flash: Notification[];
}

/** Root loader data as the part `T` the caller reads; undefined while the root itself is in its error state (e.g. maintenance). */
export function useRootLoaderData<T extends object>(): T | undefined {
  // Loader data is plain data and promises, which reach the page as they are: the caller's part of it is read as its type.
  const data: unknown = useRouteLoaderData('root');
  return (data ?? undefined) as T | undefined;
}
