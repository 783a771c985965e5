// Benchmark: HTML and hydration payload per page as an anonymous shopper — home, a category, a
// product and search of the production storefront on a fresh engine. The hydration payload is what
// React Router embeds for the client to hydrate: the `window.__reactRouterContext = …` script and
// the turbo-stream chunks handed over in `window.__reactRouterContext.streamController.enqueue("…")`
// scripts (loader data, also data streamed later through <Await>), and which route's loader data
// and which of its keys weigh most (support/turbo-stream.ts). Prints the hydration-payload budgets (ADR 0019)
// (payload home ≤ 25 kB, category ≤ 15 kB, product ≤ 10 kB raw) and a pass/fail line — never asserted.
import { request } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import { type Budget, printBudgets } from './support/budget.ts';
import { anonymousPages } from './support/pages.ts';
import { requireStorefrontBuild, startEngine, startStorefront } from './support/servers.ts';
import { type KeyShare, streamShares } from './support/turbo-stream.ts';

/** Raw hydration-payload limits in kB (1024 bytes), which keep pages light to load and hydrate (ADR 0019); pages without one are printed only. */
const LIMITS: Record<string, number> = { home: 25, category: 15, product: 10 };
const CONTEXT = 'window.__reactRouterContext = ';
const ENQUEUE = /^window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);$/s;

interface Fetched {
  status: number;
  html: string;
  /** Bytes on the wire with `accept-encoding: gzip` (compressed here when the server did not). */
  gzipBytes: number;
  servedGzip: boolean;
}

/** GET with a browser's `accept` and gzip, keeping the compressed bytes (fetch would decode them unseen). */
function get(url: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const servedGzip = response.headers['content-encoding'] === 'gzip';
        const html = (servedGzip ? gunzipSync(body) : body).toString('utf8');
        resolve({ status: response.statusCode ?? 0, html, gzipBytes: servedGzip ? body.length : gzipSync(body).length, servedGzip });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

interface Payload {
  /** Bytes of the `window.__reactRouterContext = …` script (server hand-off: future flags, route discovery, …). */
  context: number;
  /** Bytes of the turbo-stream `enqueue("…")` scripts as they stand in the HTML. */
  stream: number;
  streamScripts: number;
  /** Bytes of the turbo-stream text once the JavaScript string literals are decoded. */
  decoded: number;
  /** Gzip of all hydration scripts together (a lower bound of their share of the transfer). */
  gzip: number;
  /** Module preloads the HTML references (React Router's modulepreload links, inert until `load`: ADR 0022). */
  modulePreloads: number;
  /** The turbo-stream text (all chunks decoded, in order). */
  text: string;
  /** `enqueue(` calls in the HTML this bench could not read (should be 0: a sign React Router changed its markup). */
  unread: number;
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

function hydrationPayload(html: string): Payload {
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  const context = scripts.filter((script) => script.startsWith(CONTEXT));
  const chunks = scripts.map((script) => ENQUEUE.exec(script.trim())?.[1]).filter((literal): literal is string => literal !== undefined);
  const all = [...context, ...scripts.filter((script) => ENQUEUE.test(script.trim()))].join('');
  // The literals are JSON strings (escapeHtml only adds \uXXXX escapes), so JSON.parse decodes them.
  const text = chunks.map((literal) => JSON.parse(literal) as string).join('');
  return {
    context: context.reduce((sum, script) => sum + bytes(script), 0),
    stream: chunks.reduce((sum, literal) => sum + bytes(literal) + bytes('window.__reactRouterContext.streamController.enqueue();'), 0),
    streamScripts: chunks.length,
    decoded: bytes(text),
    gzip: gzipSync(all).length,
    modulePreloads: [...html.matchAll(/<link\b[^>]*rel="(?:aisle-)?modulepreload"/g)].length,
    text,
    unread: html.split('streamController.enqueue(').length - 1 - chunks.length,
  };
}

const kb = (value: number) => `${(value / 1024).toFixed(1)} kB`;

/** The four largest keys of at least 100 bytes. */
const heavy = (keys: readonly KeyShare[]) => keys.filter((key) => key.bytes >= 100).slice(0, 4);

/** `route 12.3 kB (key 10.1, key 1.2)` per route of the decoded stream, then what came later. */
function breakdown(text: string): string {
  const shares = streamShares(text);
  const routes = shares.routes.map(
    ({ route, bytes: size, keys }) =>
      `${route} ${kb(size)}${
        heavy(keys).length > 0
          ? ` (${heavy(keys)
              .map((key) => `${key.key} ${(key.bytes / 1024).toFixed(1)}`)
              .join(', ')})`
          : ''
      }`,
  );
  return `loader data: ${routes.join('; ')}; streamed later ${kb(shares.deferred)}`;
}

requireStorefrontBuild();
const engine = await startEngine();
try {
  const storefront = await startStorefront(engine.url);
  try {
    const budgets: Budget[] = [];
    const details: string[] = [];
    console.log('HTML and hydration payload per page (production storefront, anonymous first visit; kB = 1024 bytes):');
    console.log(
      `  ${'page'.padEnd(9)} ${'HTML raw'.padStart(9)} ${'gzip'.padStart(9)}   ${'payload'.padStart(9)} ${'context'.padStart(9)} ${'stream'.padStart(9)} ${'decoded'.padStart(9)} ${'gzip'.padStart(9)}  ${'share'.padStart(5)}  preloads  path`,
    );
    for (const page of await anonymousPages(engine.url)) {
      const fetched = await get(`${storefront.url}${page.path}`);
      if (fetched.status !== 200) throw new Error(`${page.path} answered ${fetched.status}.`);
      const payload = hydrationPayload(fetched.html);
      const raw = payload.context + payload.stream;
      const share = `${Math.round((raw / bytes(fetched.html)) * 100)}%`;
      console.log(
        `  ${page.name.padEnd(9)} ${kb(bytes(fetched.html)).padStart(9)} ${kb(fetched.gzipBytes).padStart(9)}${fetched.servedGzip ? ' ' : '*'}  ${kb(raw).padStart(9)} ${kb(payload.context).padStart(9)} ${kb(payload.stream).padStart(9)} ${kb(payload.decoded).padStart(9)} ${kb(payload.gzip).padStart(9)}  ${share.padStart(5)}  ${String(payload.modulePreloads).padStart(8)}  ${page.path} (${payload.streamScripts} stream scripts)`,
      );
      details.push(`  ${page.name.padEnd(9)} ${breakdown(payload.text)}`);
      if (payload.unread > 0)
        details.push(`  ${page.name.padEnd(9)} WARNING: ${payload.unread} enqueue script(s) not understood — React Router's markup changed; figures too low`);
      const limit = LIMITS[page.name];
      if (limit !== undefined) budgets.push({ label: `${page.name} payload`, value: raw / 1024, limit, kind: 'max', unit: 'kB', digits: 1 });
    }
    console.log(
      '  payload = context + stream scripts as in the HTML; decoded = the turbo-stream text they carry; * = gzip computed here (not served compressed)',
    );
    console.log('Decoded payload by route and loader-data key (kB; a value shared by routes counts for the first, root → page):');
    for (const line of details) console.log(line);
    console.log('');
    printBudgets('payload', budgets, 'hydration scripts, raw');
  } finally {
    await storefront.stop();
  }
} finally {
  await engine.stop();
}
