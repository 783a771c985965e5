// Storefront fuzzing (ADR 0021): hostile requests to every route of the production build's route
// table, against the real storefront and engine. No answer may be a 5xx, forged cross-site posts are
// refused with 403, and every redirect stays on this site. `npm test` sends a deterministic slice;
// `npm run fuzz` (FUZZ_FULL=1) sends every case and prints requests, 2xx, 3xx, 4xx and 5xx.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { fuzzCases, type FuzzCase } from './fuzz/cases.ts';
import { customerToken, readFixtures } from './fuzz/fixtures.ts';
import { sendRaw, type RawAnswer } from './fuzz/http.ts';
import { builtRoutes, type BuiltRoute } from './fuzz/routes.ts';
import { ACTION_SPECS, PAGE_PARAMS, type Fixtures } from './fuzz/specs.ts';

const FULL = process.env.FUZZ_FULL === '1';
/** About this many requests in `npm test` (few of them hash a password); FUZZ_STRIDE=n sends every n-th case of the full run. */
const SLICE = 200;
const SLICE_HASHING = 8;
const FULL_STRIDE = Math.max(1, Number(process.env.FUZZ_STRIDE ?? 1) || 1);
const CONCURRENCY = FULL ? 4 : 2;

const storefrontUrl = inject('storefrontUrl');
const storeApiUrl = inject('storeApiUrl');
const origin = new URL(storefrontUrl).origin;

let routes: BuiltRoute[];
let fixtures: Fixtures;
let token: string;
beforeAll(async () => {
  routes = await builtRoutes();
  fixtures = await readFixtures(storeApiUrl);
  token = await customerToken(storeApiUrl, storefrontUrl, inject('outboxDir'), fixtures);
});

type Counts = { requests: number; '2xx': number; '3xx': number; '4xx': number; '5xx': number };
const emptyCounts = (): Counts => ({ requests: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 });

/** The demo gateway's pages on the engine, where an express button sends the shopper to approve. */
const GATEWAY = new URL('/payment/demo-gateway/', storeApiUrl).href;

/** A redirect target is acceptable only as a path on this site, or (an express button) the wallet's approval page. */
function offSite(location: string, gateway: boolean): boolean {
  if (gateway && location.startsWith(GATEWAY)) return false;
  if (!location.startsWith('/') || location.startsWith('//') || location.startsWith('/\\')) return true;
  return new URL(location, origin).origin !== origin;
}

async function send(fuzz: FuzzCase): Promise<{ status: number; problem?: string }> {
  const headers = { ...fuzz.headers };
  if (fuzz.customer && !headers.cookie) headers.cookie = `sw-context-token=${token}`;
  let answer: RawAnswer;
  try {
    answer = await sendRaw(new URL(origin), { ...fuzz, headers });
  } catch (error) {
    return { status: 0, problem: `no answer (${error instanceof Error ? error.message : String(error)})` };
  }
  const { status } = answer;
  if (status >= 500) return { status, problem: `${status}` };
  if (fuzz.expectStatus !== undefined && status !== fuzz.expectStatus) return { status, problem: `${status} instead of ${fuzz.expectStatus}` };
  for (const target of [answer.location, answer.singleFetchRedirect]) {
    if (target !== undefined && offSite(target, fuzz.gateway === true)) return { status, problem: `${status} redirect off the site: ${target}` };
  }
  return { status };
}

/** Every n-th item: a deterministic sample spread over all routes (cases come grouped by route). */
function every<T>(n: number, list: readonly T[]): T[] {
  return list.filter((_item, index) => index % Math.max(1, n) === 0);
}

function partition<T>(list: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  return [list.filter(test), list.filter((item) => !test(item))];
}

describe(`Storefront fuzzing (${FULL ? 'full' : 'slice'})`, () => {
  it('has a fuzz entry for every action and every page of the route table, and none for routes that are gone', () => {
    const names = new Set(routes.map((route) => route.name));
    const actions = new Set(routes.filter((route) => route.hasAction).map((route) => route.name));
    expect(
      [...actions].filter((name) => !(name in ACTION_SPECS)),
      'actions without a fuzz entry in e2e/fuzz/specs.ts',
    ).toEqual([]);
    expect(
      Object.keys(ACTION_SPECS).filter((name) => !actions.has(name)),
      'fuzz entries of actions that are gone',
    ).toEqual([]);
    expect(
      [...names].filter((name) => !(name in PAGE_PARAMS)),
      'pages without a query-parameter entry in e2e/fuzz/specs.ts',
    ).toEqual([]);
    expect(
      Object.keys(PAGE_PARAMS).filter((name) => !names.has(name)),
      'query-parameter entries of pages that are gone',
    ).toEqual([]);
    // Every locale prefix registers each action; a root resource's (the MCP endpoint's) is registered once.
    const rootActions = new Set(routes.filter((route) => route.hasAction && route.id === route.name).map((route) => route.name));
    expect(routes.filter((route) => route.hasAction && !rootActions.has(route.name)).length).toBe((actions.size - rootActions.size) * 3);
  });

  it(
    'answers every hostile request without a 5xx and redirects only within the site',
    async () => {
      const all = fuzzCases(routes, { storefrontOrigin: origin, fixtures });
      const [allHashing, allOthers] = partition(all, (fuzz) => fuzz.hashesPassword === true);
      const cases = FULL
        ? every(FULL_STRIDE, all)
        : [...every(Math.ceil(allOthers.length / SLICE), allOthers), ...every(Math.ceil(allHashing.length / SLICE_HASHING), allHashing)];
      const total = emptyCounts();
      const perRoute = new Map<string, Counts>();
      const failures: string[] = [];
      async function lane(queue: FuzzCase[]): Promise<void> {
        for (let fuzz = queue.shift(); fuzz; fuzz = queue.shift()) {
          const { status, problem } = await send(fuzz);
          const counts = perRoute.get(fuzz.route) ?? emptyCounts();
          perRoute.set(fuzz.route, counts);
          for (const tally of [total, counts]) {
            tally.requests += 1;
            if (status >= 200 && status < 600) tally[`${Math.floor(status / 100)}xx` as keyof Omit<Counts, 'requests'>] += 1;
          }
          if (problem) failures.push(`${fuzz.label}${fuzz.customer ? ' (customer)' : ''}: ${problem}`);
        }
      }
      // Password-hashing cases in a lane of their own (see FuzzCase.hashesPassword); the customer's
      // logout comes last, after the lanes drained the rest.
      const [logout, rest] = partition(cases, (fuzz) => fuzz.customer && fuzz.route.endsWith('/account.logout') && fuzz.method !== 'GET');
      const [hashing, others] = partition(rest, (fuzz) => fuzz.hashesPassword === true);
      await Promise.all([lane(hashing), ...Array.from({ length: CONCURRENCY }, () => lane(others))]);
      await lane(logout);
      console.log(
        `storefront fuzz: ${routes.length} routes, ${total.requests} requests of ${all.length} cases, ${total['2xx']} 2xx, ${total['3xx']} 3xx, ${total['4xx']} 4xx, ${total['5xx']} 5xx, ${failures.length} wrong`,
      );
      for (const [route, counts] of perRoute) if (counts['5xx'] > 0) console.log(`  ${route}: ${counts['5xx']} 5xx of ${counts.requests}`);
      expect(failures.slice(0, 50)).toEqual([]);
    },
    FULL ? 3_600_000 : 120_000,
  );
});
