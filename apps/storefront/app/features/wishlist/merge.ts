// Merging the guest wishlist into the customer's on login (docs/product-rules.md §4): the local items are sent to the
// server, the local list is cleared and the server list reloaded. Pure decision logic.
export type MergeOutcome = 'merged' | 'keep-local' | 'retry-later';

/** What to do with the local list after the merge call answered with `status` (200 = success). */
export function mergeOutcome(status: number, code?: string): MergeOutcome {
  if (status >= 200 && status < 300) return 'merged';
  // The shop keeps wishlists in the browser only (real Shopware's default).
  if (status === 403 && code === 'CHECKOUT__WISHLIST_IS_NOT_ACTIVATED') return 'keep-local';
  return 'retry-later';
}

/** The ids worth sending: nothing when the list is empty (the Store API answers 400 to an empty merge). */
export function idsToMerge(local: readonly string[], alreadyOnServer: readonly string[] = []): string[] {
  const known = new Set(alreadyOnServer);
  return [...new Set(local)].filter((id) => !known.has(id));
}
