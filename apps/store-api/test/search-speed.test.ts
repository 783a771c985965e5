// A smoke test of search speed (docs/search-performance.md) small enough for `npm test`: the demo catalogue
// copied into ~3,000 products, the same searches answered by the in-memory index and by SQL in turn. No
// wall-clock limit — the machine may be busy — but the index must not be slower than SQL for the searches it
// answers (else it should not answer them; the median of the same searches, interleaved, within half again
// as noise allows at this size), and it must hold every listed product and answer as SQL does. `npm run bench -- search`
// measures the real catalogue sizes against the budget.
import { describe, expect, it } from 'vitest';
import { performance } from 'node:perf_hooks';
import { forget } from '../src/cache-store.ts';
import { configureSearchIndex, currentSearchIndex, searchIndexSettled, searchIndexStatus } from '../src/domain/catalog/products/search-index-store.ts';
import type { Queryable } from '../src/db/database.ts';
import { call } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';

/** Copies of the demo catalogue added: its products under new ids and numbers, variants under their copied parents. */
const COPIES = 8;

async function copyCatalogue(db: Queryable): Promise<void> {
  // One statement: the foreign key from a variant to its copied parent is checked at its end.
  await db.query(
    `INSERT INTO product
     SELECT (jsonb_populate_record(NULL::product, to_jsonb(p) || jsonb_build_object(
       'id', md5(p.id || ':' || n),
       'parent_id', CASE WHEN p.parent_id IS NULL THEN NULL ELSE md5(p.parent_id || ':' || n) END,
       'product_number', p.product_number || '-copy' || n))).*
     FROM product p, generate_series(1, ${COPIES}) AS n`,
  );
}

const engine = useTestEngine({ seed: copyCatalogue });

/** Searches the index answers: terms spelt right and misspelt, each with a min-price a cent apart (no answer cached). */
const TERMS = ['shirt', 'shrit', 'merino', 'mernio', 'linen', 'lnen', 'dress', 'wool'];
const ROUNDS = 8;

async function searchIndexReady() {
  configureSearchIndex(engine.db, { enabled: true });
  await currentSearchIndex(engine.db);
  await searchIndexSettled(engine.db);
  expect(await currentSearchIndex(engine.db)).toBeDefined();
}

/** The median: a p95 of 56 requests is their third slowest, which one pause of the machine decides. */
const median = (times: number[]) => [...times].sort((a, b) => a - b)[times.length >> 1] ?? Number.NaN;

describe('search speed on a few thousand products', () => {
  it('holds every listed product in the index', async () => {
    await searchIndexReady();
    const [listed] = await engine.db.query<{ count: string | number }>('SELECT count(*) AS count FROM product_listing WHERE active');
    const status = searchIndexStatus(engine.db);
    expect(Number(listed?.count)).toBeGreaterThan(1000);
    expect(status).toMatchObject({ enabled: true, ready: true, products: Number(listed?.count) });
  });

  it('answers from the index no slower than SQL, and the same', async () => {
    await searchIndexReady();
    const times = { index: [] as number[], sql: [] as number[] };
    let request = 0;
    // Interleaved, so that a busy moment of the machine falls on both alike.
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const term of TERMS) {
        const body = { search: term, limit: 24, 'min-price': (request += 1) / 1000, 'reduce-aggregations': 1 };
        const answers: unknown[] = [];
        for (const mode of round % 2 === 0 ? (['index', 'sql'] as const) : (['sql', 'index'] as const)) {
          configureSearchIndex(engine.db, { enabled: mode === 'index' });
          await forget(engine.db);
          const started = performance.now();
          const response = await call(engine.app, '/search', { body });
          // The first round warms both paths (compilation, the dictionary, the aggregation entities).
          if (round > 0) times[mode].push(performance.now() - started);
          expect(response.status).toBe(200);
          answers.push(response.body);
        }
        expect(answers[0], term).toEqual(answers[1]);
      }
    }
    configureSearchIndex(engine.db, { enabled: true });
    // On ~1,700 products both take a few ms beside the request's fixed cost (loading and serialising 24
    // products), so a busy machine moves either median by more than the index saves: the guard is against an
    // index that is clearly slower (search-index.test.ts guards the per-hit cost; the bench judges ≤ 1 at 100k).
    expect(median(times.index)).toBeLessThanOrEqual(1.5 * median(times.sql));
  });
});
