// Benchmark: product search (POST /search) on the demo catalogue and on a generated large catalogue
// (PGlite, and PostgreSQL with BENCH_DATABASE_URL or a postgres:// DATABASE_URL): first what each typo
// case finds (total, first names, the correction offered), then latency, terms spelt as in the catalogue
// beside misspelt ones, with the load average at the start and end of each series (the machine is shared):
//   cold     distinct terms, each searched once: no answer, ranking or aggregation of it is remembered
//   warm     the next page of each cold term right after it: its ranking and aggregations are remembered
//            (ADR 0037), its answer is not
//   filtered six terms in turn with a min-price a cent apart: every answer and ranking a miss (a post-filter),
//            the aggregations remembered — the figure measured before ADR 0037
// The large catalogue is measured twice: with the in-memory search index (ADR 0038; the engine is given time
// to build it first — its build time, heap and RSS are printed) and with AISLE_SEARCH_INDEX=off, every search
// in SQL; the index must be no slower than SQL for the searches it answers (cold and filtered). Figures,
// budgets and ratios only (docs/search-performance.md).
//   BENCH_PRODUCTS (100000)  size of the large catalogue; 0 skips it
//   BENCH_REQUESTS (200)     measured requests per kind of term and series (cold and warm: at most one per
//                            distinct term, 100 of each kind), after 20 warm-up requests
//   BENCH_DATA_DIR           where the generated PGlite catalogue is kept between runs (data/bench-<N>)
//   BENCH_PGLITE (1)         0 skips the large catalogue on PGlite (a million products take hours to generate there)
//   BENCH_LARGE_DATABASE_URL a PostgreSQL database for the large catalogue as well: kept between runs, generated
//                            into when it holds no generated products yet (create it empty first)
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { printBudgets, type Budget } from './support/budget.ts';
import { engineGauges } from './support/engine-gauges.ts';
import { benchPostgresUrl, generatedProducts, throwawayDatabase } from './support/postgres.ts';
import { treeMemory } from './support/rss.ts';
import { ACCESS_KEY, generateCatalogue, ROOT, SHARED_MEDIA_DIR, startEngine, type Server } from './support/servers.ts';
import { percentile } from './support/stats.ts';

const LARGE = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const POSTGRES = benchPostgresUrl();
const LARGE_POSTGRES = process.env.BENCH_LARGE_DATABASE_URL;
const LARGE_PGLITE = process.env.BENCH_PGLITE !== '0';
/** The search latency budget (ADR 0037, 0038): a forgiving search stays within this p95 on the 100k catalogue (PGlite). */
const BUDGET_P95_MS = 30;

/** The typo cases of ADR 0028, each shown with what it finds. */
const CASES = ['shirt', 'shrit', 'tshirt', 't shirt', 'T-Shirt', 'mernio'];
/** Terms spelt as in the catalogue, and misspelt or run-together ones, timed in turn. */
const EXACT_TERMS = ['shirt', 'merino', 'jumper', 'cardigan', 'linen', 'dress'];
const TYPO_TERMS = ['shrit', 'mernio', 'tshirt', 'jumpre', 'cardigna', 'lnen'];
/**
 * Words of the generated catalogue's English names (from a few hundred to ~10,000 products each, most
 * frequent first), none of the terms above: even ones are searched as spelt, odd ones misspelt, so that no
 * cold term shares its interpretation with another.
 */
const VOCABULARY = `cotton compact classic modern lightweight minimalist professional running tent headphones casual elegant wireless
  durable smart wool summer alder cirrus indigo umbra basalt summit nimbus birch riviera onyx delta harbor fjord juniper aurora tundra vista
  pioneer polyester cedar ember quartz granite kestrel dune meridian lumen zephyr willow handmade stainless steel scandinavian beech bookshelf
  trousers rustic viscose leather aluminium ceramic cycling bike glass ultralight comfortable iron waterproof nylon stoneware reflective speakers
  soundbar headset breathable radio bamboo sporty ergonomic porcelain portable tarp knitted doorbell video blouse flannel oxford joggers polo
  thermostat hydration vest shoes footprint chinos plug cargo tank jacket jeans energy tights bulb sensor motion wrap large dome overshirt
  trekking maxi tunnel plate dinner jersey candle holder mirror wall soft tote water bottle dish casserole chef knife bowl chair stool dining
  beanie foldable wallet helmet keyboard stockpot cushion cover powerful saucepan mouse light desk socks vase basket storage spacious gloves
  saddle scarf sideboard monitor table coffee webcam throw blanket teapot board serving belt frying stand laptop festive decorative airy rattan`
  .split(/\s+/)
  .filter(Boolean);
/** A transposition of two neighbouring letters inside the word (one edit, which the engine forgives from four letters). */
function misspell(word: string): string {
  const at = word[2] !== word[3] ? 2 : 1;
  return `${word.slice(0, at)}${word[at + 1] ?? ''}${word[at] ?? ''}${word.slice(at + 2)}`;
}
const COLD_EXACT = VOCABULARY.filter((_, index) => index % 2 === 0);
const COLD_TYPO = VOCABULARY.filter((_, index) => index % 2 === 1).map(misspell);

interface Setup {
  name: string;
  env: Record<string, string>;
}

interface SearchAnswer {
  total?: number;
  elements?: Array<{ translated?: { name?: string } }>;
  extensions?: Record<string, unknown>;
}

/** The correction the engine offers, wherever in `extensions` it is (ADR 0028). */
function correctionOf(answer: SearchAnswer): string {
  const search = answer.extensions?.search;
  if (typeof search === 'object' && search !== null && 'correctedTerm' in search && typeof search.correctedTerm === 'string') return search.correctedTerm;
  return '–';
}

interface Figures {
  exact: number;
  typo: number;
}

/**
 * Waits until the engine answers searches from its in-memory index (ADR 0038); prints what it holds, how long
 * the build took, and the engine's heap and RSS with the index built.
 */
async function searchIndexReady(engine: Server): Promise<void> {
  const started = performance.now();
  const origin = engine.url.replace(/\/store-api\/?$/, '');
  for (;;) {
    const response = await fetch(`${origin}/_admin/search-index`, { headers: { 'x-aisle-admin-token': 'bench' } });
    const status = (await response.json()) as { enabled?: boolean; ready?: boolean; products?: number; buildMs?: number };
    if (!status.enabled) return console.log('    search index off: every search in SQL');
    if (status.ready) {
      const gauges = await engineGauges(origin);
      const rss = treeMemory(engine.child.pid ?? 0).reduce((sum, entry) => sum + entry.rssMb, 0);
      return console.log(
        `    search index ready ${((performance.now() - started) / 1000).toFixed(1)} s after start: ${status.products ?? 0} listed products (active main products; variants are found through them), built in ${((status.buildMs ?? 0) / 1000).toFixed(1)} s; engine heap used ${gauges.heapUsed.toFixed(0)} MB, RSS ${rss.toFixed(0)} MB (load ${(loadavg()[0] ?? 0).toFixed(1)})`,
      );
    }
    if (performance.now() - started > 900_000) throw new Error('The search index was not built within 15 minutes.');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function measure(setup: Setup): Promise<{ cold: Figures; warm: Figures; filtered: Figures }> {
  const engine = await startEngine(setup.env);
  const post = async (body: Record<string, unknown>): Promise<SearchAnswer> => {
    const response = await fetch(`${engine.url}/search`, {
      method: 'POST',
      headers: { 'sw-access-key': ACCESS_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as SearchAnswer;
  };
  const search = (term: string, minPrice = 0, limit = 24) => post({ search: term, limit, 'min-price': minPrice });
  try {
    console.log(`  ${setup.name}:`);
    await searchIndexReady(engine);
    for (const term of CASES) {
      const answer = await search(term, 0, 3);
      const names = (answer.elements ?? []).map((product) => product.translated?.name ?? '?').join(' | ');
      console.log(
        `    ${JSON.stringify(term).padEnd(10)} → ${String(answer.total ?? 0).padStart(6)} products, did you mean: ${correctionOf(answer).padEnd(8)} ${names}`,
      );
    }
    const timed = async (request: () => Promise<SearchAnswer>, times: number[]) => {
      const started = performance.now();
      const answer = await request();
      times.push(performance.now() - started);
      return answer;
    };
    const filtered = async (terms: readonly string[], offset: number) => {
      const times: number[] = [];
      const load = loadavg()[0] ?? 0;
      // A min-price a cent apart below every price: the same products, but every request a cache miss (ADR 0008).
      for (let index = 0; index < REQUESTS; index += 1) await timed(() => search(terms[index % terms.length] ?? '', (offset + index) / 1000), times);
      return { times, load: [load, loadavg()[0] ?? 0] };
    };
    /** Each term once (cold), then its second page (warm); the terms that found nothing and that were corrected. */
    const coldAndWarm = async (terms: readonly string[]) => {
      const cold: number[] = [];
      const warm: number[] = [];
      let empty = 0;
      let corrected = 0;
      const load = loadavg()[0] ?? 0;
      for (const term of terms.slice(0, REQUESTS)) {
        const answer = await timed(() => post({ search: term, limit: 24 }), cold);
        if ((answer.total ?? 0) === 0) empty += 1;
        if (correctionOf(answer) !== '–') corrected += 1;
        await timed(() => post({ search: term, limit: 24, p: 2 }), warm);
      }
      return { cold, warm, empty, corrected, load: [load, loadavg()[0] ?? 0] };
    };
    for (let index = 0; index < 20; index += 1) await search(EXACT_TERMS[index % EXACT_TERMS.length] ?? '', 0.5 + index / 1000);
    const line = (label: string, times: number[], load: number[]) =>
      `    ${label.padEnd(34)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms, p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms, max ${Math.max(
        ...times,
      )
        .toFixed(1)
        .padStart(6)} ms  (n ${times.length}, load ${load.map((value) => value.toFixed(1)).join(' → ')})`;
    const exactCold = await coldAndWarm(COLD_EXACT);
    const typoCold = await coldAndWarm(COLD_TYPO);
    console.log(
      `    cold: ${exactCold.empty} of the exact terms and ${typoCold.empty} of the misspelt found nothing; ${typoCold.corrected} misspelt corrected`,
    );
    console.log(line('cold, exact terms', exactCold.cold, exactCold.load));
    console.log(line('cold, misspelt terms', typoCold.cold, typoCold.load));
    console.log(line('warm (next page), exact terms', exactCold.warm, exactCold.load));
    console.log(line('warm (next page), misspelt terms', typoCold.warm, typoCold.load));
    const exact = await filtered(EXACT_TERMS, 0);
    const typo = await filtered(TYPO_TERMS, 0.3);
    console.log(line('filtered, exact terms', exact.times, exact.load));
    console.log(line('filtered, misspelt terms', typo.times, typo.load));
    const p95 = (times: number[]) => percentile(times, 95);
    console.log(
      `    misspelt / exact p95: cold ${(p95(typoCold.cold) / p95(exactCold.cold)).toFixed(2)}×, filtered ${(p95(typo.times) / p95(exact.times)).toFixed(2)}×`,
    );
    return {
      cold: { exact: p95(exactCold.cold), typo: p95(typoCold.cold) },
      warm: { exact: p95(exactCold.warm), typo: p95(typoCold.warm) },
      filtered: { exact: p95(exact.times), typo: p95(typo.times) },
    };
  } finally {
    await engine.stop();
  }
}

type Measured = Awaited<ReturnType<typeof measure>>;

/** The large catalogue with the index and with every search in SQL, and what the index saves. */
async function measureLarge(engineName: string, env: Record<string, string>): Promise<{ index: Measured; sql: Measured }> {
  const index = await measure({ name: `${engineName}, +${LARGE} generated products`, env });
  // The same catalogue with every search in SQL (AISLE_SEARCH_INDEX=off): what the index saves.
  const sql = await measure({ name: `${engineName}, +${LARGE} generated products, search index off (SQL only)`, env: { ...env, AISLE_SEARCH_INDEX: 'off' } });
  const ratio = (series: 'cold' | 'warm' | 'filtered') =>
    `${series} ${(sql[series].exact / index[series].exact).toFixed(1)}× / ${(sql[series].typo / index[series].typo).toFixed(1)}×`;
  console.log(`  SQL / index p95 (exact / misspelt): ${ratio('cold')}, ${ratio('warm')}, ${ratio('filtered')}`);
  return { index, sql };
}

/**
 * The search latency budget, judged on every series (cold is what a term nobody searched for a few seconds
 * costs), and the index no slower than SQL where it answers (cold and filtered; a warm page reads the
 * remembered ranking either way).
 */
function budgetsOf(engineName: string, { index, sql }: { index: Measured; sql: Measured }): Budget[] {
  const kinds = ['exact', 'typo'] as const;
  const kindName = (kind: (typeof kinds)[number]) => (kind === 'exact' ? 'exact' : 'misspelt');
  const latency = (['cold', 'warm', 'filtered'] as const).flatMap((series) =>
    kinds.map((kind) => ({
      label: `${series} ${kindName(kind)}-term search p95, +${LARGE} products (${engineName})`,
      value: index[series][kind],
      limit: BUDGET_P95_MS,
      kind: 'max' as const,
      unit: 'ms',
      digits: 1,
    })),
  );
  const versusSql = (['cold', 'filtered'] as const).flatMap((series) =>
    kinds.map((kind) => ({
      label: `${series} ${kindName(kind)}-term p95, index ÷ SQL (${engineName})`,
      value: index[series][kind] / sql[series][kind],
      limit: 1,
      kind: 'max' as const,
      unit: '×',
      digits: 2,
    })),
  );
  return [...latency, ...versusSql];
}

console.log(`Search latency (POST /search, 24 per page, score sorting, all aggregations; ${REQUESTS} sequential requests per kind of term):`);
console.log(
  `  load average at the start ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')} (${cpus().length} cores, shared)`,
);
await measure({ name: 'PGlite, demo catalogue', env: { DATABASE_URL: 'memory://' } });
const budgets: Budget[] = [];
if (LARGE > 0 && LARGE_PGLITE) {
  const dir = process.env.BENCH_DATA_DIR ?? join(ROOT, 'data', `bench-${LARGE}`);
  const env = { DATABASE_URL: '', AISLE_DATA_DIR: dir, AISLE_MEDIA_DIR: SHARED_MEDIA_DIR };
  if (!existsSync(join(dir, 'pglite'))) generateCatalogue(env, LARGE);
  budgets.push(...budgetsOf('PGlite', await measureLarge('PGlite', env)));
}
if (LARGE > 0 && LARGE_POSTGRES) {
  const env = { DATABASE_URL: LARGE_POSTGRES, AISLE_MEDIA_DIR: SHARED_MEDIA_DIR };
  const present = await generatedProducts(LARGE_POSTGRES);
  if (present === 0) generateCatalogue(env, LARGE);
  else console.log(`  PostgreSQL database with ${present} generated products (kept between runs)`);
  budgets.push(...budgetsOf('PostgreSQL', await measureLarge('PostgreSQL', env)));
}
if (POSTGRES) {
  // A throw-away database on that server: a fresh seed, nothing left behind.
  const database = await throwawayDatabase(POSTGRES);
  try {
    await measure({ name: 'PostgreSQL, demo catalogue', env: { DATABASE_URL: database.url } });
  } finally {
    await database.drop();
  }
}
if (budgets.length > 0)
  printBudgets(
    'search',
    budgets,
    `load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
