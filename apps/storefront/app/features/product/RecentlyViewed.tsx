// "Recently viewed" on product pages, the empty cart and the 404 page: the shopper's last viewed
// products from their browser's storage. The server renders nothing (it cannot know them), so the
// section appears after hydration, and only when there is something to show; its list (cards and
// slider) loads on demand.
import { lazy, Suspense, useEffect, useMemo, useSyncExternalStore } from 'react';
import { addRecent, parseRecent, readRecent, recentSnapshot, shownRecent, subscribeRecent, writeRecent, type RecentEntry } from './recently-viewed.ts';

const RecentlyViewedList = lazy(() => import('./RecentlyViewedList.tsx'));

interface Props {
  /** The product page's product: remembered, and never shown in its own list. */
  current?: RecentEntry;
}

export function RecentlyViewed({ current }: Props) {
  const id = current?.id;
  const family = current?.family;
  // The server (and hydration) sees no list: the section appears once the browser's is read.
  const stored = useSyncExternalStore(subscribeRecent, recentSnapshot, () => null);
  const entries = useMemo(() => shownRecent(parseRecent(stored), family ?? null), [stored, family]);
  useEffect(() => {
    if (id && family) writeRecent(addRecent(readRecent(), { id, family }));
  }, [id, family]);
  if (entries.length === 0) return null;
  // The current product stays remembered: it is not shown here anyway.
  const clear = () => writeRecent(id && family ? [{ id, family }] : []);
  return (
    <Suspense fallback={null}>
      <RecentlyViewedList ids={entries.map((entry) => entry.id)} onClear={clear} />
    </Suspense>
  );
}
