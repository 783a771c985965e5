// Loads the in-memory search index (search-index.ts) per database and keeps it fresh (ADR 0038). Every search
// reads two sequences that triggers on product_listing advance (migration 0016): one when anything the index
// matches, filters or aggregates changes — the index is then not used until it is rebuilt — and one when only
// sales change (orders), which merely re-sort ties and are re-read at most once a minute. Building reads
// product_listing in small chunks, so that requests served meanwhile (by SQL) wait for one chunk at most.
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { Queryable } from '../../../db/database.ts';
import { SearchIndexBuilder, type IndexRow, type SearchIndex } from './search-index.ts';

/** Rows per read while building: ~20 ms of PGlite per chunk on the generated 100k catalogue. */
const CHUNK_ROWS = 250;
/** How stale the tie order by sales may get after orders. */
const SALES_REFRESH_MS = 60_000;
/**
 * A rebuild this often even when no revision moved: a write that advanced the sequence before the index read
 * it but committed after the index read its rows is otherwise only seen at the next write.
 */
const REBUILD_EVERY_MS = 10 * 60_000;

interface Revision {
  catalogue: string;
  sales: string;
}

interface State {
  enabled: boolean;
  index?: SearchIndex;
  revision?: Revision;
  builtAt: number;
  /** How long the last build took, from its first read to the index in use. */
  buildMs?: number;
  salesAt: number;
  work?: Promise<void>;
}

const states = new WeakMap<Queryable, State>();

const stateOf = (db: Queryable): State => {
  let state = states.get(db);
  if (!state) {
    state = { enabled: true, builtAt: 0, salesAt: 0 };
    states.set(db, state);
  }
  return state;
};

/** Turns the index on or off for a database (AISLE_SEARCH_INDEX; off: every search runs in SQL). */
export function configureSearchIndex(db: Queryable, options: { enabled: boolean }): void {
  stateOf(db).enabled = options.enabled;
}

const readRevision = async (db: Queryable): Promise<Revision> => {
  const [row] = await db.query<Revision>(
    `SELECT (SELECT last_value::text || is_called::text FROM product_listing_revision) AS catalogue,
            (SELECT last_value::text || is_called::text FROM product_listing_sales_revision) AS sales`,
  );
  return row ?? { catalogue: '', sales: '' };
};

/**
 * The index when it holds the catalogue as it is now; otherwise undefined (search in SQL) while it is being
 * (re)built in the background.
 */
export async function currentSearchIndex(db: Queryable, now = Date.now()): Promise<SearchIndex | undefined> {
  const state = stateOf(db);
  if (!state.enabled) return undefined;
  // The index only ever speeds a search up: if its check fails, SQL answers (and reports what is wrong).
  const revision = await readRevision(db).catch(() => undefined);
  if (!revision) return undefined;
  const { index } = state;
  const current = index !== undefined && state.revision?.catalogue === revision.catalogue;
  if (!state.work) {
    if (!current || now - state.builtAt >= REBUILD_EVERY_MS) state.work = rebuild(db, state, now);
    else if (state.revision?.sales !== revision.sales && now - state.salesAt >= SALES_REFRESH_MS) state.work = refreshSales(db, state, index, revision, now);
    // A failed build leaves the SQL path answering; the next search tries again.
    state.work?.catch(() => undefined).finally(() => (state.work = undefined));
  }
  return current ? index : undefined;
}

/** Resolves when no build or refresh is under way (tests, benches). */
export async function searchIndexSettled(db: Queryable): Promise<void> {
  while (stateOf(db).work) await stateOf(db).work?.catch(() => undefined);
}

/** Stops using the index and any build under way (the engine closes its database next). */
export async function stopSearchIndex(db: Queryable): Promise<void> {
  Object.assign(stateOf(db), { enabled: false, index: undefined });
  await searchIndexSettled(db);
}

export interface SearchIndexStatus {
  enabled: boolean;
  /** Whether searches are answered from the index as of the last check (a write since then is seen by the next search). */
  ready: boolean;
  building: boolean;
  /** Listed products it holds: product_listing's active rows, i.e. main products (variants are found through them). */
  products: number;
  builtAt: string | undefined;
  buildMs: number | undefined;
}

/** What the operator (and the bench) can see of the index: GET /_admin/search-index. */
export function searchIndexStatus(db: Queryable): SearchIndexStatus {
  const state = stateOf(db);
  return {
    enabled: state.enabled,
    ready: state.index !== undefined,
    building: state.work !== undefined,
    products: state.index?.size ?? 0,
    builtAt: state.index ? new Date(state.builtAt).toISOString() : undefined,
    buildMs: state.index ? state.buildMs : undefined,
  };
}

async function rebuild(db: Queryable, state: State, now: number): Promise<void> {
  const started = performance.now();
  const before = await readRevision(db);
  const builder = new SearchIndexBuilder();
  await eachChunk(
    db,
    state,
    `SELECT id, visibility, manufacturer_id, cheapest_price::text AS cheapest_price, rating_average::text AS rating_average, shipping_free, sales,
            filter_option_ids, name_document::text AS name_document, tsvector_to_array(search_document) AS lexemes`,
    (rows: IndexRow[]) => builder.add(rows),
  );
  // A write while the chunks were read may be in some and not in others: build again on the next search.
  if (!state.enabled || (await readRevision(db)).catalogue !== before.catalogue) return;
  Object.assign(state, { index: builder.finish(), revision: before, builtAt: now, salesAt: now, buildMs: Math.round(performance.now() - started) });
}

async function refreshSales(db: Queryable, state: State, index: SearchIndex, revision: Revision, now: number): Promise<void> {
  await eachChunk(db, state, 'SELECT id, sales', (rows: Array<{ id: string; sales: number }>) => {
    for (const row of rows) index.setSales(row.id, row.sales);
  });
  state.revision = { catalogue: state.revision?.catalogue ?? revision.catalogue, sales: revision.sales };
  state.salesAt = now;
}

/** Listed rows (`active`) in id order, CHUNK_ROWS at a time, yielding to other requests between chunks; stops when the index is turned off. */
async function eachChunk<Row extends { id: string }>(db: Queryable, state: State, select: string, take: (rows: Row[]) => void): Promise<void> {
  let after = '';
  while (state.enabled) {
    const rows = await db.query<Row>(`${select} FROM product_listing WHERE active AND id > $1 ORDER BY id LIMIT $2`, [after, CHUNK_ROWS]);
    if (rows.length === 0) return;
    take(rows);
    after = rows[rows.length - 1]?.id ?? after;
    await yieldToRequests();
  }
}
