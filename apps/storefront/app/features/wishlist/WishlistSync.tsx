// After login, the guest wishlist from this browser is merged into the customer's server wishlist;
// the local list is cleared only when the merge succeeded (docs/product-rules.md §4).
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { readLocalWishlist, writeLocalWishlist } from './local-list.ts';
import { idsToMerge, mergeOutcome } from './merge.ts';
import type { MergeAnswer } from './wishlist.server.ts';

export function WishlistSync({ loggedIn }: { loggedIn: boolean }) {
  const fetcher = useFetcher<MergeAnswer>();
  const locale = useLocale();
  const sent = useRef<string[] | null>(null);

  useEffect(() => {
    if (!loggedIn || sent.current) return;
    const ids = idsToMerge(readLocalWishlist());
    if (ids.length === 0) return;
    sent.current = ids;
    const form = new FormData();
    form.set('intent', 'merge');
    for (const id of ids) form.append('productId', id);
    void fetcher.submit(form, { method: 'post', action: localisePath('/wishlist', locale) });
  }, [loggedIn, fetcher, locale]);

  useEffect(() => {
    if (!fetcher.data || fetcher.state !== 'idle' || !sent.current) return;
    const outcome = mergeOutcome(fetcher.data.status, fetcher.data.code);
    if (outcome === 'merged') {
      const merged = new Set(sent.current);
      writeLocalWishlist(readLocalWishlist().filter((id) => !merged.has(id)));
    }
    if (outcome !== 'retry-later') sent.current = [];
  }, [fetcher.data, fetcher.state]);

  // Logging out starts a new guest list in this browser.
  useEffect(() => {
    if (!loggedIn) sent.current = null;
  }, [loggedIn]);

  return null;
}
