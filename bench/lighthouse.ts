// Benchmark: Lighthouse mobile audits (the npm `lighthouse` package's defaults: mobile emulation,
// simulated throttling) of home, a category, a product and search of the production storefront on a
// fresh engine, in Debian's Chromium (/usr/bin/chromium, headless). Prints performance,
// accessibility, best-practices and SEO scores, FCP, LCP, TBT, CLS and the DOM's element count (`dom-size-insight`) per
// page (median of BENCH_RUNS), the audits that cost points, the same pages with every script blocked
// (what the document alone costs on this machine), then issue 20's budgets (performance ≥ 95, goal
// 100; the others 100; LCP ≤ 1.0 s, TBT ≤ 100 ms, CLS 0; elements: category ≤ 1,500, home ≤ 1,200)
// and a pass/fail line — never asserted. Runs one audit at a time.
//   BENCH_RUNS (1 per page)  BENCH_CHROMIUM (/usr/bin/chromium)  BENCH_REPORT_DIR (unset: no JSON reports)
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result, type RunnerResult } from 'lighthouse';
import { type Budget, printBudgets } from './support/budget.ts';
import { anonymousPages } from './support/pages.ts';
import { requireStorefrontBuild, startEngine, startStorefront } from './support/servers.ts';
import { median } from './support/stats.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
const AUDITED = new Set(['home', 'category', 'product', 'search']);
/** Issue 20's DOM goals (elements, Lighthouse's `dom-size`); pages without one are printed only. */
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
  { id: 'dom-size-insight', label: 'DOM', unit: 'n' },
] as const;
/** Issue 20's limits on the metrics (`max`). */
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
}

interface ResourceRow {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

function transferOf(lhr: Result): Audit['transfer'] {
  const details = lhr.audits['resource-summary']?.details;
  const items = (details && 'items' in details ? details.items : []) as unknown as ResourceRow[];
  const row = (type: string) => items.find((item) => item.resourceType === type);
  return { script: row('script')?.transferSize ?? Number.NaN, scripts: row('script')?.requestCount ?? 0, total: row('total')?.transferSize ?? Number.NaN };
}

function summarise(lhr: Result, seconds: number): Audit {
  const scores: Record<string, number> = {};
  const lost: string[] = [];
  for (const { id } of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = Math.round((category?.score ?? 0) * 100);
    if (id === 'performance' || !category) continue;
    for (const ref of category.auditRefs) {
      const score = lhr.audits[ref.id]?.score;
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
  return { scores, metrics, lost, hints, benchmarkIndex: lhr.environment.benchmarkIndex, seconds, transfer: transferOf(lhr) };
}

/**
 * One Lighthouse run; a run whose trace went wrong (e.g. NO_NAVSTART, which Lighthouse itself says
 * to retry and a busy machine provokes now and then) is repeated, up to ATTEMPTS times.
 */
async function audit(url: string, port: number, blockedUrlPatterns: string[] = []): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES.map((category) => category.id),
      blockedUrlPatterns,
    });
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing.' };
    if (result && !error) return result;
    if (attempt >= ATTEMPTS) throw new Error(`Lighthouse failed on ${url} ${attempt} times: ${error?.code} ${error?.message}`);
    process.stderr.write(`  Lighthouse: ${error?.code} on attempt ${attempt}, running it again\n`);
  }
}

const format = (value: number, unit: string) => (unit === 'ms' ? `${Math.round(value)} ms` : unit === 'n' ? String(Math.round(value)) : value.toFixed(3));

requireStorefrontBuild();
const engine = await startEngine();
try {
  const storefront = await startStorefront(engine.url);
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const pages = (await anonymousPages(engine.url)).filter((page) => AUDITED.has(page.name));
    const budgets: Budget[] = [];
    const rows: string[] = [];
    const lost = new Set<string>();
    const hints: string[] = [];
    const floors: string[] = [];
    const loadAtStart = loadavg()[0] ?? 0;
    let benchmarkIndex = 0;
    let settings = '';
    for (const page of pages) {
      const url = `${storefront.url}${page.path}`;
      // One plain request first, so the audit measures a warm server (as a shopper meets it), not its first render.
      const warm = await fetch(url, { headers: { accept: 'text/html' } });
      await warm.arrayBuffer();
      if (warm.status !== 200) throw new Error(`${page.path} answered ${warm.status}.`);
      const audits: Audit[] = [];
      for (let run = 1; run <= RUNS; run++) {
        process.stderr.write(`  auditing ${page.name} (${run}/${RUNS}) …\n`);
        const started = performance.now();
        const result = await audit(url, chrome.port);
        audits.push(summarise(result.lhr, (performance.now() - started) / 1000));
        const { formFactor, throttlingMethod, throttling } = result.lhr.configSettings;
        settings = `${formFactor}, ${throttlingMethod} throttling (CPU ×${throttling.cpuSlowdownMultiplier ?? 1}, ${throttling.rttMs ?? 0} ms RTT)`;
        if (REPORT_DIR) {
          mkdirSync(REPORT_DIR, { recursive: true });
          writeFileSync(join(REPORT_DIR, `${page.name}-${run}.json`), JSON.stringify(result.lhr));
        }
      }
      // The same page with every script blocked: what the document alone costs on this machine (its
      // parsing, style and layout after the first paint count as blocking time too), next to which
      // the scripts' share can be read. Not a budget.
      const documentOnly: Audit[] = [];
      for (let run = 1; run <= RUNS; run++) {
        process.stderr.write(`  auditing ${page.name} without scripts (${run}/${RUNS}) …\n`);
        const started = performance.now();
        documentOnly.push(summarise((await audit(url, chrome.port, ['*.js'])).lhr, (performance.now() - started) / 1000));
      }
      const perfOf = (list: Audit[]) => median(list.map((audit) => audit.scores.performance ?? 0));
      const tbtOf = (list: Audit[]) => format(median(list.map((audit) => audit.metrics['total-blocking-time'] ?? Number.NaN)), 'ms');
      floors.push(
        `  ${page.name.padEnd(9)} perf ${String(perfOf(documentOnly)).padStart(3)}   TBT ${tbtOf(documentOnly).padStart(7)}   (with scripts: perf ${perfOf(audits)}, TBT ${tbtOf(audits)})`,
      );
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
      `Lighthouse (${settings}; median of ${RUNS} run${RUNS === 1 ? '' : 's'} per page; Chromium benchmark index ${Math.round(benchmarkIndex)}; 1-minute load average ${loadAtStart.toFixed(2)} before, ${load1.toFixed(2)} after):`,
    );
    console.log(
      `  ${'page'.padEnd(9)} ${CATEGORIES.map((category) => category.label.split(' ')[0]?.slice(0, 5).padStart(5)).join(' ')}   ${METRICS.map((metric) => metric.label.padStart(8)).join(' ')}   ${'JS kB (n)'.padStart(11)} ${'all kB'.padStart(7)}   run    path`,
    );
    for (const row of rows) console.log(row);
    console.log('  JS kB (n), all kB: what the browser downloaded on the first visit — script requests, all requests — on the wire incl. headers');
    console.log(`  performance diagnostics flagged (first run):\n${hints.join('\n')}`);
    console.log(`  the document alone (every script blocked; median of ${RUNS}; not a budget):\n${floors.join('\n')}`);
    if (lost.size > 0) console.log(`  audits below full marks (accessibility, best practices, SEO):\n${[...lost].map((item) => `    ${item}`).join('\n')}`);
    console.log('');
    printBudgets('lighthouse', budgets, 'scores out of 100');
  } finally {
    chrome.kill();
    await storefront.stop();
  }
} finally {
  await engine.stop();
}
