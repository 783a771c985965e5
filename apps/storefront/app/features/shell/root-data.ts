// What the root loader hands to the chrome (header, footer, notifications) of every page: the parts
// each feature reads (their `root-data.ts`) and the request's own facts.
import { useRootLoaderData, type PageRootData } from '../../lib/root-data.ts';
import type { AccountRootData } from '../account/index.ts';
import type { CartRootData } from '../cart/index.ts';
import type { ConsentRootData } from '../consent/index.ts';
import type { NavigationRootData } from '../navigation/index.ts';
import type { SessionRootData } from '../session/index.ts';

export interface RootData extends PageRootData, NavigationRootData, SessionRootData, AccountRootData, CartRootData, ConsentRootData {}

/** Root loader data; undefined while the root itself is in its error state (e.g. maintenance). */
export function useRootData(): RootData | undefined {
  return useRootLoaderData<RootData>();
}
