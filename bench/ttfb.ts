// Benchmark: time to first byte and to the complete document for home, a category and a product of
// the production storefront, rendered for every request (page cache and HTML cache off), one request
// at a time. Streamed parts (breadcrumbs, footer links, reviews, cross-sellings; ADR 0019) arrive
// after the first byte, so the gap between the two columns is what the first byte no longer waits
// for. Store API round trips cost little on one machine; a real Shopware is a network hop away, so
// each run is repeated with every Store API call delayed (a small proxy in front of the engine).
// Figures only, no assertions.
//   BENCH_REQUESTS (20 per page and delay)  BENCH_API_DELAYS (0,150: milliseconds added per Store API call)
import { request, createServer, type IncomingHttpHeaders, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { anonymousPages, type Page } from './support/pages.ts';
import { requireStorefrontBuild, startEngine, startStorefront } from './support/servers.ts';
import { percentile } from './support/stats.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const DELAYS = (process.env.BENCH_API_DELAYS ?? '0,150').split(',').map(Number);
const PAGES = new Set(['home', 'category', 'product']);

interface Timing {
  firstByte: number;
  complete: number;
}

/** One GET as a browser sends it: milliseconds to the first body byte and to the end. */
function fetchTiming(url: string): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByte = 0;
    const req = request(url, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
      response.on('data', () => {
        if (firstByte === 0) firstByte = performance.now() - started;
      });
      response.on('end', () => resolve({ firstByte, complete: performance.now() - started }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A proxy that forwards every request to `target` after `delayMs` (a Store API across a network). */
async function delayingProxy(target: string, delayMs: number): Promise<{ url: string; close: () => void }> {
  const origin = new URL(target);
  const server: HttpServer = createServer((incoming, outgoing) => {
    const body: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => body.push(chunk));
    incoming.on('end', () => {
      setTimeout(() => {
        const headers: IncomingHttpHeaders = { ...incoming.headers, host: origin.host };
        const forward = request({ host: origin.hostname, port: origin.port, path: incoming.url, method: incoming.method, headers }, (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        });
        forward.on('error', () => outgoing.destroy());
        forward.end(Buffer.concat(body));
      }, delayMs);
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}${origin.pathname}`, close: () => server.close() };
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);

async function measure(storefrontUrl: string, page: Page): Promise<Timing[]> {
  for (let index = 0; index < 3; index += 1) await fetchTiming(`${storefrontUrl}${page.path}`);
  const timings: Timing[] = [];
  for (let index = 0; index < REQUESTS; index += 1) timings.push(await fetchTiming(`${storefrontUrl}${page.path}`));
  return timings;
}

requireStorefrontBuild();
const engine = await startEngine();
try {
  const pages = (await anonymousPages(engine.url)).filter((page) => PAGES.has(page.name));
  console.log(
    `Time to first byte and to the complete document (production storefront, page and HTML cache off, ${REQUESTS} sequential requests per page after 3 warm-ups; p50 / p90):`,
  );
  console.log(
    `  ${'API delay'.padEnd(10)} ${'page'.padEnd(9)} ${'first byte p50'.padStart(15)} ${'p90'.padStart(9)}   ${'complete p50'.padStart(13)} ${'p90'.padStart(9)}  path`,
  );
  for (const delay of DELAYS) {
    const proxy = await delayingProxy(engine.url, delay);
    const storefront = await startStorefront(proxy.url, { STOREFRONT_PAGE_CACHE: '0', STOREFRONT_HTML_CACHE: '0' });
    try {
      for (const page of pages) {
        const timings = await measure(storefront.url, page);
        const first = timings.map((timing) => timing.firstByte);
        const complete = timings.map((timing) => timing.complete);
        console.log(
          `  ${`${delay} ms`.padEnd(10)} ${page.name.padEnd(9)} ${ms(percentile(first, 50)).padStart(15)} ${ms(percentile(first, 90))}   ${ms(percentile(complete, 50)).padStart(13)} ${ms(percentile(complete, 90))}  ${page.path}`,
        );
      }
    } finally {
      await storefront.stop();
      proxy.close();
    }
  }
  console.log(
    '  API delay = added to every Store API call (a real Shopware is a network hop away; the navigation, language and currency lookups stay cached in the storefront).',
  );
} finally {
  await engine.stop();
}
