// Benchmark: Lighthouse mobile audits (the npm `lighthouse` package's defaults: mobile emulation,
// simulated throttling) of home, a category, a product and search of the production storefront on a
// fresh engine, in Debian's Chromium (/usr/bin/chromium, headless), for each protocol × consent state:
//   h1  directly at the storefront and the engine's media (HTTP/1.1, plain http), as before;
//   h2  through a local nginx terminating TLS with HTTP/2 (support/tls-proxy.ts, a throw-away
//       self-signed certificate Chromium is told to accept) in front of the storefront and of the
//       engine's media, as production serves the shop (the fleet's proxy): the storefront runs with
//       PUBLIC_URL and the engine with STORE_API_PUBLIC_URL at the proxy, so canonical URLs and the
//       product images (the LCP element) are https too. Skipped with a line when nginx is missing;
//   prompt  a first visit: the cookie consent prompt shows (STOREFRONT_ANALYTICS=1, no cookie);
//   chosen  after a choice: the same storefront, Lighthouse sending `aisle-consent=v1:` (only necessary).
// Prints per combination performance, accessibility, best-practices and SEO scores, FCP, LCP, TBT,
// CLS, Speed Index and the DOM's element count (`dom-size-insight`) per page (median of BENCH_RUNS),
// the scripts downloaded, the protocol of the document, scripts and LCP image of each run, what the
// simulated LCP counts (the requests finished before the replayed load's LCP paint), the audits
// that cost points (search's SEO score leaves `is-crawlable` aside: its results are `noindex` on purpose), the pages with every script blocked (what the document alone costs on this
// machine; only for BENCH_FLOOR's combinations, it doubles their runtime), then the Lighthouse budgets (ADR 0025, 0040)
// (performance ≥ 95, goal 100; the others 100; LCP ≤ 1.0 s, TBT ≤ 100 ms, CLS 0; elements: category
// ≤ 1,500, home ≤ 1,200) and a pass/fail line — never asserted. Runs one audit at a time.
//   BENCH_RUNS (1 per page)  BENCH_PROTOCOLS (h1,h2)  BENCH_CONSENT (prompt,chosen)
//   BENCH_FLOOR (h1/chosen; `all`, `none` or a list of protocol/state)
//   BENCH_CHROMIUM (/usr/bin/chromium)  BENCH_REPORT_DIR (unset: no JSON reports)
//   BENCH_THROTTLING (simulate: Lighthouse's default, one fast load replayed by its model; devtools: the page really
//     loaded at the same network and CPU limits, so paints are what Chromium did — slower, noisier, no model)
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result, type RunnerResult } from 'lighthouse';
import { type Budget, printBudgets } from './support/budget.ts';
import { describeLcpGraph, itemsOf, lcpGraphShare, seoScoreIndexAside } from './support/lantern.ts';
import { anonymousPages, type Page } from './support/pages.ts';
import { requireStorefrontBuild, startEngine, startStorefront } from './support/servers.ts';
import { median } from './support/stats.ts';
import { prepareTlsProxy, tlsProxyUnavailable } from './support/tls-proxy.ts';

/** The comma-separated values of a knob, each one of `allowed`; all of them when it is unset. */
function listKnob<T extends string>(name: string, allowed: readonly T[]): T[] {
  const isAllowed = (value: string): value is T => (allowed as readonly string[]).includes(value);
  const values = (process.env[name] ?? allowed.join(',')).split(',').map((value) => value.trim());
  const wrong = values.filter((value) => !isAllowed(value));
  if (wrong.length > 0 || values.length === 0) {
    console.error(`${name}: ${wrong.join(', ') || 'empty'} — expected a list of ${allowed.join(', ')}`);
    process.exit(1);
  }
  return values.filter(isAllowed);
}

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
const PROTOCOLS = listKnob('BENCH_PROTOCOLS', ['h1', 'h2'] as const);
const STATES = listKnob('BENCH_CONSENT', ['prompt', 'chosen'] as const);
const THROTTLING = ((value): 'simulate' | 'devtools' => {
  if (value === 'simulate' || value === 'devtools') return value;
  console.error(`BENCH_THROTTLING: ${value} — expected simulate or devtools`);
  process.exit(1);
})(process.env.BENCH_THROTTLING ?? 'simulate');
type Protocol = (typeof PROTOCOLS)[number];
type State = (typeof STATES)[number];
/** Which combinations also run with every script blocked: the floor is much the same in each. */
const FLOOR = (process.env.BENCH_FLOOR ?? 'h1/chosen').split(',').map((value) => value.trim());
const withFloor = (protocol: Protocol, state: State) => !FLOOR.includes('none') && (FLOOR.includes('all') || FLOOR.includes(`${protocol}/${state}`));
/** Only necessary cookies chosen (the consent cookie's format, app/features/consent/consent.ts). */
const CONSENT_CHOSEN = 'aisle-consent=v1:';
const STATE_LABEL: Record<State, string> = { prompt: 'first visit, consent prompt showing', chosen: `after a choice (${CONSENT_CHOSEN})` };
const PROTOCOL_LABEL: Record<Protocol, string> = { h1: 'HTTP/1.1, direct', h2: 'HTTP/2 over TLS through nginx' };
const AUDITED = new Set(['home', 'category', 'product', 'search']);
/** Pages kept out of search engines' index on purpose (`noindex, follow`): their SEO score leaves `is-crawlable` aside. */
const NOINDEX = new Set(['search']);
/** DOM size goals (elements, Lighthouse's `dom-size`); pages without one are printed only. */
const DOM_LIMITS: Record<string, number> = { home: 1200, category: 1500 };
const ATTEMPTS = 3;
const CATEGORIES = [
  { id: 'performance', label: 'perf', minimum: 95 },
  { id: 'accessibility', label: 'a11y', minimum: 100 },
  { id: 'best-practices', label: 'best practices', minimum: 100 },
  { id: 'seo', label: 'SEO', minimum: 100 },
] as const;
const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP', unit: 'ms' },
  { id: 'largest-contentful-paint', label: 'LCP', unit: 'ms' },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: '' },
  { id: 'speed-index', label: 'SI', unit: 'ms' },
  { id: 'dom-size-insight', label: 'DOM', unit: 'n' },
] as const;
/** Limits on the metrics (`max`): a page that paints fast and stays responsive on a phone. */
const METRIC_LIMITS: Partial<Record<(typeof METRICS)[number]['id'], { limit: number; unit: string; digits: number }>> = {
  'largest-contentful-paint': { limit: 1000, unit: 'ms', digits: 0 },
  'total-blocking-time': { limit: 100, unit: 'ms', digits: 0 },
  'cumulative-layout-shift': { limit: 0, unit: '', digits: 3 },
};
// Background-networking flags as well as chrome-launcher's defaults: nothing but the page on the network.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The proxy's certificate is self-signed and made for this run; only this throw-away profile trusts it.
  ...(PROTOCOLS.includes('h2') ? ['--ignore-certificate-errors'] : []),
];

interface Audit {
  scores: Record<string, number>;
  metrics: Record<string, number>;
  /** `category: audit (score)` for every weighted audit below full marks outside performance. */
  lost: string[];
  /** Performance diagnostics and insights that flag the page (score < 0.9), with what they estimate. */
  hints: string[];
  benchmarkIndex: number;
  seconds: number;
  /** What the browser downloaded (Lighthouse's resource summary, bytes on the wire incl. headers). */
  transfer: { script: number; scripts: number; total: number };
  /** The protocol of the document, the scripts and the LCP image, e.g. `document h2, scripts h2×10, LCP image h2`. */
  protocols: string;
  /** What the simulated LCP counts (support/lantern.ts); empty with devtools throttling, which simulates nothing. */
  lcpGraph: string;
}

interface ResourceRow {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

function transferOf(lhr: Result): Audit['transfer'] {
  const items = itemsOf<ResourceRow>(lhr, 'resource-summary');
  const row = (type: string) => items.find((item) => item.resourceType === type);
  return { script: row('script')?.transferSize ?? Number.NaN, scripts: row('script')?.requestCount ?? 0, total: row('total')?.transferSize ?? Number.NaN };
}

interface NetworkRow {
  url: string;
  protocol?: string;
  resourceType?: string;
}

/** `h2×10` (or `h2×9 http/1.1×1`): how many of the requests went over each protocol. */
function tally(rows: readonly NetworkRow[]): string {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.protocol || '?', (counts.get(row.protocol || '?') ?? 0) + 1);
  return rows.length === 0 ? 'none' : [...counts].map(([protocol, count]) => `${protocol}×${count}`).join(' ');
}

/**
 * The LCP element's image request: Lighthouse names the element (a node with its HTML snippet, in the
 * LCP breakdown) but not the request, so the snippet's `src` — cut short with `…` when long — is
 * looked up among the image requests. Undefined when the LCP element is text.
 */
function lcpImage(lhr: Result, requests: readonly NetworkRow[]): NetworkRow | undefined {
  const nodes = itemsOf<{ type?: string; snippet?: string }>(lhr, 'lcp-breakdown-insight').filter((item) => item.type === 'node');
  const src = /\ssrc="([^"]*)"/.exec(nodes[0]?.snippet ?? '')?.[1]?.replaceAll('&amp;', '&');
  if (!src) return undefined;
  const prefix = src.split('…')[0] ?? src;
  return requests.find((row) => row.resourceType === 'Image' && row.url.startsWith(prefix));
}

function protocolsOf(lhr: Result): string {
  const requests = itemsOf<NetworkRow>(lhr, 'network-requests');
  const document = requests.find((row) => row.resourceType === 'Document');
  const image = lcpImage(lhr, requests);
  return `document ${document?.protocol || '?'}, scripts ${tally(requests.filter((row) => row.resourceType === 'Script'))}, images ${tally(
    requests.filter((row) => row.resourceType === 'Image'),
  )}, LCP image ${image ? `${image.protocol || '?'} (${new URL(image.url).origin})` : 'none (text)'}`;
}

function summarise(lhr: Result, seconds: number, { noindex = false }: { noindex?: boolean } = {}): Audit {
  const scores: Record<string, number> = {};
  const lost: string[] = [];
  for (const { id } of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = id === 'seo' && noindex ? seoScoreIndexAside(lhr) : Math.round((category?.score ?? 0) * 100);
    if (id === 'performance' || !category) continue;
    for (const ref of category.auditRefs) {
      const score = lhr.audits[ref.id]?.score;
      if (id === 'seo' && noindex && ref.id === 'is-crawlable') continue;
      if (ref.weight > 0 && score !== null && score !== undefined && score < 1) lost.push(`${id}: ${ref.id} (${score})`);
    }
  }
  const hints: string[] = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.weight > 0 || !audit || audit.score === null || audit.score >= 0.9) continue;
    const savings = Object.entries(audit.metricSavings ?? {})
      .filter(([, ms]) => typeof ms === 'number' && ms > 0)
      .map(([metric, ms]) => `${metric} −${ms} ms`);
    const detail = [audit.displayValue, ...savings].filter(Boolean).join('; ');
    hints.push(detail ? `${ref.id} (${detail})` : ref.id);
  }
  const metrics: Record<string, number> = {};
  for (const { id } of METRICS) metrics[id] = lhr.audits[id]?.numericValue ?? Number.NaN;
  const share = lhr.configSettings.throttlingMethod === 'simulate' ? lcpGraphShare(lhr) : undefined;
  return {
    scores,
    metrics,
    lost,
    hints,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    seconds,
    transfer: transferOf(lhr),
    protocols: protocolsOf(lhr),
    lcpGraph: share ? describeLcpGraph(share) : '',
  };
}

/**
 * One Lighthouse run; a run whose trace went wrong (e.g. NO_NAVSTART, which Lighthouse itself says
 * to retry and a busy machine provokes now and then) is repeated, up to ATTEMPTS times.
 */
async function audit(url: string, port: number, extraHeaders: Record<string, string>, blockedUrlPatterns: string[] = []): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES.map((category) => category.id),
      extraHeaders,
      blockedUrlPatterns,
      throttlingMethod: THROTTLING,
    });
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing.' };
    if (result && !error) return result;
    if (attempt >= ATTEMPTS) throw new Error(`Lighthouse failed on ${url} ${attempt} times: ${error?.code} ${error?.message}`);
    process.stderr.write(`  Lighthouse: ${error?.code} on attempt ${attempt}, running it again\n`);
  }
}

const format = (value: number, unit: string) => (unit === 'ms' ? `${Math.round(value)} ms` : unit === 'n' ? String(Math.round(value)) : value.toFixed(3));

/** One engine and storefront (analytics on, so the consent prompt shows), reached directly or through the TLS proxy. */
interface Shop {
  /** Where the browser goes: the storefront itself (h1) or the proxy (h2). */
  base: string;
  /** The storefront itself, for the warm-up requests (Node's fetch would refuse the self-signed certificate). */
  direct: string;
  pages: Page[];
  stop(): Promise<void>;
}

async function startShop(protocol: Protocol): Promise<Shop> {
  // Loopback addresses rather than `localhost`, which may resolve to ::1 for one client and 127.0.0.1 for another.
  const hosts = { STORE_API_HOST: '127.0.0.1', STOREFRONT_HOST: '127.0.0.1' };
  const proxy = protocol === 'h2' ? await prepareTlsProxy(['shop', 'media'] as const) : undefined;
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const next of stops.reverse()) await next();
  };
  try {
    if (proxy) stops.push(proxy.stop);
    // Behind the proxy the engine hands out media URLs at the proxy's media origin, and the storefront builds its URLs at the shop's.
    const engine = await startEngine({ ...hosts, ...(proxy ? { STORE_API_PUBLIC_URL: proxy.origins.media } : {}) });
    stops.push(engine.stop);
    const storefront = await startStorefront(engine.url, { ...hosts, STOREFRONT_ANALYTICS: '1', ...(proxy ? { PUBLIC_URL: proxy.origins.shop } : {}) });
    stops.push(storefront.stop);
    const direct = storefront.url.replace('//localhost:', '//127.0.0.1:');
    await proxy?.start({ shop: direct, media: new URL(engine.url).origin });
    const pages = (await anonymousPages(engine.url)).filter((page) => AUDITED.has(page.name));
    return { base: proxy?.origins.shop ?? direct, direct, pages, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

interface Combination {
  protocol: Protocol;
  state: State;
  /** Median performance and LCP per page, for the closing overview. */
  summary: Map<string, string>;
}

/** Audits every page in one protocol × consent state and prints its table, notes and budgets. */
async function auditCombination(shop: Shop, protocol: Protocol, state: State, chromePort: number): Promise<Combination> {
  const headers: Record<string, string> = state === 'chosen' ? { Cookie: CONSENT_CHOSEN } : {};
  const floor = withFloor(protocol, state);
  const budgets: Budget[] = [];
  const rows: string[] = [];
  const lost = new Set<string>();
  const hints: string[] = [];
  const floors: string[] = [];
  const protocolLines: string[] = [];
  const lcpGraphs: string[] = [];
  const summary = new Map<string, string>();
  const loadAtStart = loadavg()[0] ?? 0;
  let benchmarkIndex = 0;
  let settings = '';
  for (const page of shop.pages) {
    const url = `${shop.base}${page.path}`;
    // One plain request first, so the audit measures a warm server (as a shopper meets it), not its
    // first render; with the state's cookie, which is part of the HTML cache's key.
    const warm = await fetch(`${shop.direct}${page.path}`, { headers: { accept: 'text/html', ...headers } });
    await warm.arrayBuffer();
    if (warm.status !== 200) throw new Error(`${page.path} answered ${warm.status}.`);
    const audits: Audit[] = [];
    for (let run = 1; run <= RUNS; run++) {
      process.stderr.write(`  auditing ${page.name}, ${protocol}, ${state} (${run}/${RUNS}) …\n`);
      const started = performance.now();
      const result = await audit(url, chromePort, headers);
      const summarised = summarise(result.lhr, (performance.now() - started) / 1000, { noindex: NOINDEX.has(page.name) });
      audits.push(summarised);
      protocolLines.push(`    ${page.name.padEnd(9)} run ${run}: ${summarised.protocols}`);
      const { formFactor, throttlingMethod, throttling } = result.lhr.configSettings;
      settings = `${formFactor}, ${throttlingMethod} throttling (CPU ×${throttling.cpuSlowdownMultiplier ?? 1}, ${throttling.rttMs ?? 0} ms RTT)`;
      if (REPORT_DIR) {
        mkdirSync(REPORT_DIR, { recursive: true });
        writeFileSync(join(REPORT_DIR, `${protocol}-${state}-${page.name}-${run}.json`), JSON.stringify(result.lhr));
      }
    }
    const perfOf = (list: Audit[]) => median(list.map((audit) => audit.scores.performance ?? 0));
    const metricOf = (list: Audit[], id: string) => format(median(list.map((audit) => audit.metrics[id] ?? Number.NaN)), 'ms');
    if (floor) {
      // The same page with every script blocked: what the document alone costs on this machine (its
      // parsing, style and layout after the first paint count as blocking time too), next to which
      // the scripts' share can be read. Not a budget.
      const documentOnly: Audit[] = [];
      for (let run = 1; run <= RUNS; run++) {
        process.stderr.write(`  auditing ${page.name}, ${protocol}, ${state} without scripts (${run}/${RUNS}) …\n`);
        const started = performance.now();
        documentOnly.push(summarise((await audit(url, chromePort, headers, ['*.js'])).lhr, (performance.now() - started) / 1000));
      }
      floors.push(
        `    ${page.name.padEnd(9)} perf ${String(perfOf(documentOnly)).padStart(3)}   FCP ${metricOf(documentOnly, 'first-contentful-paint').padStart(7)}   LCP ${metricOf(documentOnly, 'largest-contentful-paint').padStart(7)}   TBT ${metricOf(documentOnly, 'total-blocking-time').padStart(7)}   (with scripts: perf ${perfOf(audits)}, FCP ${metricOf(audits, 'first-contentful-paint')}, LCP ${metricOf(audits, 'largest-contentful-paint')}, TBT ${metricOf(audits, 'total-blocking-time')})`,
      );
    }
    summary.set(page.name, `${perfOf(audits)} · ${metricOf(audits, 'largest-contentful-paint')}`);
    const med = (pick: (audit: Audit) => number) => median(audits.map(pick));
    const scores = CATEGORIES.map(({ id }) => med((audit) => audit.scores[id] ?? 0));
    const medians = METRICS.map(({ id }) => med((audit) => audit.metrics[id] ?? Number.NaN));
    const metrics = METRICS.map(({ unit }, index) => format(medians[index] ?? Number.NaN, unit));
    const scriptKb = `${(med((audit) => audit.transfer.script) / 1024).toFixed(1)} (${audits[0]?.transfer.scripts ?? 0})`;
    const totalKb = (med((audit) => audit.transfer.total) / 1024).toFixed(1);
    benchmarkIndex = med((audit) => audit.benchmarkIndex);
    rows.push(
      `  ${page.name.padEnd(9)} ${scores.map((score) => String(score).padStart(5)).join(' ')}   ${metrics.map((value) => value.padStart(8)).join(' ')}   ${scriptKb.padStart(11)} ${totalKb.padStart(7)}   ${med(
        (audit) => audit.seconds,
      )
        .toFixed(0)
        .padStart(3)} s  ${page.path}`,
    );
    for (const audit of audits) for (const item of audit.lost) lost.add(`${page.name} ${item}`);
    hints.push(`    ${page.name}: ${audits[0]?.hints.join(', ') || 'none'}`);
    if (audits[0]?.lcpGraph) lcpGraphs.push(`    ${page.name.padEnd(9)} ${audits[0].lcpGraph}`);
    for (const [index, { id, label, minimum }] of CATEGORIES.entries())
      budgets.push({
        label: `${page.name} ${label}`,
        value: scores[index],
        limit: minimum,
        kind: 'min',
        unit: '',
        ...(id === 'performance' ? { goal: 100 } : {}),
      });
    for (const [index, { id, label }] of METRICS.entries()) {
      const limit = METRIC_LIMITS[id];
      if (limit)
        budgets.push({ label: `${page.name} ${label}`, value: medians[index], limit: limit.limit, kind: 'max', unit: limit.unit, digits: limit.digits });
    }
    const domLimit = DOM_LIMITS[page.name];
    const domIndex = METRICS.findIndex((metric) => metric.id === 'dom-size-insight');
    if (domLimit !== undefined) budgets.push({ label: `${page.name} DOM elements`, value: medians[domIndex], limit: domLimit, kind: 'max', unit: '' });
  }
  const load1 = loadavg()[0] ?? 0;
  console.log(
    `Lighthouse ${protocol} ${state} — ${PROTOCOL_LABEL[protocol]}, ${STATE_LABEL[state]} (${settings}; median of ${RUNS} run${RUNS === 1 ? '' : 's'} per page; Chromium benchmark index ${Math.round(benchmarkIndex)}; 1-minute load average ${loadAtStart.toFixed(2)} before, ${load1.toFixed(2)} after):`,
  );
  console.log(
    `  ${'page'.padEnd(9)} ${CATEGORIES.map((category) => category.label.split(' ')[0]?.slice(0, 5).padStart(5)).join(' ')}   ${METRICS.map((metric) => metric.label.padStart(8)).join(' ')}   ${'JS kB (n)'.padStart(11)} ${'all kB'.padStart(7)}   run    path`,
  );
  for (const row of rows) console.log(row);
  console.log('  JS kB (n), all kB: what the browser downloaded on the first visit — script requests (files), all requests — on the wire incl. headers');
  console.log(`  protocols (Lighthouse's network requests):\n${protocolLines.join('\n')}`);
  console.log(`  performance diagnostics flagged (first run):\n${hints.join('\n')}`);
  if (lcpGraphs.length > 0)
    console.log(
      `  what the simulated LCP loads at 1.6 Mbit/s (first run: every request that ended before the unthrottled load's LCP paint, low-priority images aside; support/lantern.ts):\n${lcpGraphs.join('\n')}`,
    );
  if (floor) console.log(`  the document alone (every script blocked; median of ${RUNS}; not a budget):\n${floors.join('\n')}`);
  if (lost.size > 0) console.log(`  audits below full marks (accessibility, best practices, SEO):\n${[...lost].map((item) => `    ${item}`).join('\n')}`);
  console.log('');
  printBudgets(`lighthouse ${protocol} ${state}`, budgets, 'scores out of 100');
  console.log('');
  return { protocol, state, summary };
}

requireStorefrontBuild();
const loadAtStart = loadavg()[0] ?? 0;
const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
const combinations: Combination[] = [];
try {
  for (const protocol of PROTOCOLS) {
    const unavailable = protocol === 'h2' ? tlsProxyUnavailable() : null;
    if (unavailable) {
      console.log(`Lighthouse h2: skipped — ${unavailable} (the TLS + HTTP/2 proxy needs nginx and openssl).\n`);
      continue;
    }
    // One engine and storefront per protocol: behind the proxy both are told their public https URLs.
    const shop = await startShop(protocol);
    try {
      for (const state of STATES) combinations.push(await auditCombination(shop, protocol, state, chrome.port));
    } finally {
      await shop.stop();
    }
  }
} finally {
  chrome.kill();
}
if (combinations.length > 1) {
  const names = [...(combinations[0]?.summary.keys() ?? [])];
  const labels = combinations.map(({ protocol, state }) => `${protocol} ${state}`);
  console.log('Overview (median performance · LCP per page):');
  console.log(`  ${'page'.padEnd(9)} ${labels.map((label) => label.padStart(16)).join(' ')}`);
  for (const name of names) console.log(`  ${name.padEnd(9)} ${combinations.map(({ summary }) => (summary.get(name) ?? '–').padStart(16)).join(' ')}`);
}
console.log(`1-minute load average: ${loadAtStart.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after.`);
