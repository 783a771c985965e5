// "Recently viewed" on product pages, the empty cart and the 404 page: the shopper's last viewed
// products from their browser's storage. The server renders nothing (it cannot know them), so the
// section appears after hydration, and only when there is something to show; its list (cards and
// slider) loads on demand.
import { lazy, Suspense, useEffect, useState } from 'react';
import { addRecent, readRecent, shownRecent, writeRecent, type RecentEntry } from './recently-viewed.ts';

const RecentlyViewedList = lazy(() => import('./RecentlyViewedList.tsx'));

interface Props {
  /** The product page's product: remembered, and never shown in its own list. */
  current?: RecentEntry;
}

export function RecentlyViewed({ current }: Props) {
  const [entries, setEntries] = useState<RecentEntry[]>([]);
  const id = current?.id;
  const family = current?.family;
  useEffect(() => {
    const list = readRecent();
    if (id && family) writeRecent(addRecent(list, { id, family }));
    setEntries(shownRecent(list, family ?? null));
  }, [id, family]);
  if (entries.length === 0) return null;
  const clear = () => {
    writeRecent(id && family ? [{ id, family }] : []);
    setEntries([]);
  };
  return (
    <Suspense fallback={null}>
      <RecentlyViewedList ids={entries.map((entry) => entry.id)} onClear={clear} />
    </Suspense>
  );
}
