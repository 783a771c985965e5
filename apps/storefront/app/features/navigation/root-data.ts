// What the navigation puts into the root loader's data (lib/root-data.ts): the header's and the footer's links.
import { use } from 'react';
import { useRootLoaderData } from '../../lib/root-data.ts';
import type { NavigationLink } from './links.ts';

export interface NavigationRootData {
  /** The header's main navigation (critical: the first paint shows it). */
  navigation: { main: NavigationLink[] };
  /**
   * The footer navigation, streamed: the first byte does not wait for it, and the footer renders
   * it through `<Await>` once it arrives (in the same HTML response). Never rejects (empty instead).
   */
  footer: Promise<NavigationLink[]>;
}

/**
 * The footer navigation for parts that need its links in their own markup (the terms and privacy
 * links of checkout and registration): suspends until the streamed list is there, so without a
 * Suspense boundary around it the server renders the page once the list has arrived.
 */
export function useFooterNavigation(): NavigationLink[] {
  const root = useRootLoaderData<NavigationRootData>();
  return root ? use(root.footer) : [];
}
