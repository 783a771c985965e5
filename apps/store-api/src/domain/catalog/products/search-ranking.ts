// The first pages of a search in score order, remembered per interpreted query (ADR 0037). Ranking a
// term's hits costs per hit (~20 ms for the 7,500 "shirt" hits of the generated 100k catalogue); what it
// yields depends only on the interpreted query and the visibility — not on the shopper's language, currency
// or page, which loadProducts applies afterwards — so one ranking serves them all for a few seconds.
import type { Queryable } from '../../../db/database.ts';
import { memo } from '../../../cache-store.ts';
import type { InterpretedTerm } from './search-terms.ts';

/** Ten storefront pages of 24: deeper pages (and post-filtered or otherwise sorted searches) query. */
const RANKED_ROWS = 240;
/** As long as the listing aggregations of the same scope are kept (product-listing.ts); writes `forget` both. */
const RANKED_TTL_MS = 15_000;

export interface RankedPage {
  /** The ids in score order, at most RANKED_ROWS. */
  ids: string[];
  /** Every hit of the scope. */
  total: number;
}

export interface RankedRequest {
  minVisibility: number;
  interpreted: InterpretedTerm;
  offset: number;
  limit: number;
}

/** Whether a page lies within the remembered ranking. */
export const withinRanking = (offset: number, limit: number) => offset + limit <= RANKED_ROWS;

/**
 * A page of the scope's hits in score order with the exact total, sliced from the remembered ranking; `rank`
 * reads the first RANKED_ROWS hits and the total when nothing is remembered. Shared (Redis with REDIS_URL), so
 * an engine's `forget` after a catalogue write reaches the others as it does for the listing caches.
 */
export async function rankedPage(db: Queryable, request: RankedRequest, rank: (limit: number) => Promise<RankedPage>): Promise<RankedPage> {
  const { query, documentQuery, anyQuery } = request.interpreted;
  const key = `search-ranked:${JSON.stringify([request.minVisibility, documentQuery, query, anyQuery])}`;
  const ranked = await memo(db, key, RANKED_TTL_MS, () => rank(RANKED_ROWS), { shared: true });
  return { ids: ranked.ids.slice(request.offset, request.offset + request.limit), total: ranked.total };
}
