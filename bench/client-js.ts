// Benchmark: client JavaScript per page type, from the production build's React Router manifest
// (apps/storefront/build/client): entry + every route of the page's chain (root, layout, page) with
// their static imports, deduplicated, plus the English message catalogue that the page loads while
// it hydrates (app/i18n/catalogues/en-GB.ts, a dynamic import) — what the first visit to that page
// downloads. Code that pages load only when used (side cart, suggest search, …) is not counted.
// The route manifest script counts too when the build loads it: with React Router's lazy route
// discovery (the default) the page carries only its own routes' part, inline in the HTML, instead.
// Sizes raw, gzip (level 9) and brotli (quality 11); the routes' CSS is listed separately.
// Each page's JavaScript is split into the React runtime (React, React DOM and React Router: the
// build's `react-runtime` chunk, vite.config.ts) and Aisle's own code (everything else, its messages
// included). Then the budgets — Aisle's own code ≤ 30 kB gzip on home, category, product and search
// (ADR 0025; the runtime is what React costs and has no budget); CSS ≤ 15 kB gzip (ADR 0014) — and a
// pass/fail line, printed, never asserted.
// Reads whatever build is present. Needs `npm run build -w @aisle/storefront`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Budget, printBudgets } from './support/budget.ts';
import { requireStorefrontBuild, ROOT } from './support/servers.ts';

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  /** Split route modules (React Router's route chunking), imported next to `module` on hydration. */
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
  imports?: string[];
  css?: string[];
}

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

/** Page type → route id of the English shop (home, categories and products share the CMS/SEO catch-all). */
const PAGES: ReadonlyArray<readonly [string, string]> = [
  ['home / content', 'en-GB/home'],
  ['category', 'en-GB/catch-all'],
  ['product', 'en-GB/catch-all'],
  ['search', 'en-GB/search'],
  ['cart', 'en-GB/checkout.cart'],
  ['checkout', 'en-GB/checkout'],
  ['account', 'en-GB/account'],
  ['account orders', 'en-GB/account.order'],
  ['login', 'en-GB/login'],
];

requireStorefrontBuild();
const CLIENT = join(ROOT, 'apps', 'storefront', 'build', 'client');
const ASSETS = join(CLIENT, 'assets');

function readManifest(): { manifest: Manifest; file: string } {
  const files = readdirSync(ASSETS).filter((name) => /^manifest-.*\.js$/.test(name));
  const newest = files.sort((a, b) => statSync(join(ASSETS, b)).mtimeMs - statSync(join(ASSETS, a)).mtimeMs)[0];
  if (!newest) throw new Error(`No React Router manifest in ${ASSETS}.`);
  const text = readFileSync(join(ASSETS, newest), 'utf8');
  return { manifest: JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as Manifest, file: `/assets/${newest}` };
}

interface Sizes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

const sizeCache = new Map<string, Omit<Sizes, 'files'>>();
function sizeOf(url: string): Omit<Sizes, 'files'> {
  let sizes = sizeCache.get(url);
  if (!sizes) {
    const content = readFileSync(join(CLIENT, url));
    sizes = {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }).length,
    };
    sizeCache.set(url, sizes);
  }
  return sizes;
}

/** The React runtime's chunk (vite.config.ts names it); every other file is Aisle's own. */
const isRuntime = (url: string): boolean => url.replace('/assets/', '').startsWith('react-runtime');

/** Each file compressed on its own (as served), summed. */
function total(urls: ReadonlySet<string>): Sizes {
  const sum: Sizes = { files: urls.size, raw: 0, gzip: 0, brotli: 0 };
  for (const url of urls) {
    const sizes = sizeOf(url);
    sum.raw += sizes.raw;
    sum.gzip += sizes.gzip;
    sum.brotli += sizes.brotli;
  }
  return sum;
}

/** The route, or — when a build renamed it — one whose id ends like it (`home`, `routes/home`, `pl-PL/home` last). */
function findRoute(manifest: Manifest, id: string): ManifestRoute | undefined {
  const exact = manifest.routes[id];
  if (exact) return exact;
  const suffix = id.slice(id.indexOf('/') + 1);
  const similar = Object.values(manifest.routes).filter((route) => route.id === suffix || route.id.endsWith(`/${suffix}`));
  return similar.find((route) => route.id.includes('en-GB')) ?? similar[0];
}

/** Root … page; empty when the page's route is not in this build's manifest. */
function chain(manifest: Manifest, id: string): ManifestRoute[] {
  const routes: ManifestRoute[] = [];
  for (let route = findRoute(manifest, id); route; route = route.parentId ? manifest.routes[route.parentId] : undefined) routes.unshift(route);
  return routes;
}

/** What the browser imports for a route on hydration: its module(s) and their static imports. */
const routeModules = (route: ManifestRoute): string[] =>
  [
    route.module,
    route.clientActionModule,
    route.clientLoaderModule,
    route.clientMiddlewareModule,
    route.hydrateFallbackModule,
    ...(route.imports ?? []),
  ].filter((url): url is string => url !== undefined);

/** With lazy route discovery the browser never imports the manifest module (see the header). */
function loadsManifestModule(): boolean {
  const server = readFileSync(join(ROOT, 'apps', 'storefront', 'build', 'server', 'index.js'), 'utf8');
  return !/routeDiscovery\s*=\s*\{\s*"?mode"?\s*:\s*"lazy"/.test(server);
}

/**
 * Stylesheets the root layout links itself (`app.css?url` with a `precedence`, ADR 0022): not in the
 * manifest's route CSS, but named in the server build. Every page loads them.
 */
function layoutStylesheets(): string[] {
  const server = readFileSync(join(ROOT, 'apps', 'storefront', 'build', 'server', 'index.js'), 'utf8');
  return [...new Set(server.match(/\/assets\/[\w.-]+\.css/g) ?? [])];
}

/** The chunk of a locale's message catalogue (`<locale>-<hash>.js`), if the build splits them out. */
function catalogueChunk(locale: string): string | undefined {
  const file = readdirSync(ASSETS).find((name) => name.startsWith(`${locale}-`) && name.endsWith('.js'));
  return file ? `/assets/${file}` : undefined;
}

const { manifest, file: manifestFile } = readManifest();
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const messages = catalogueChunk('en-GB');
const rootStylesheets = layoutStylesheets();
/** Loaded by every page besides its route chain: the English messages, the manifest module when not lazy. */
const extras = [...(messages ? [messages] : []), ...(loadsManifestModule() ? [manifestFile] : [])];
const shared = new Set([manifest.entry.module, ...manifest.entry.imports, ...chain(manifest, 'root').flatMap(routeModules), ...extras]);
const manifestSizes = total(new Set([manifestFile]));
/** The JavaScript and CSS budgets apply to the storefront's main page types. */
const BUDGETED = new Set(['home / content', 'category', 'product', 'search']);
const budgets: Budget[] = [];
function jsBudget(page: string, gzipBytes: number | undefined): Budget {
  return {
    label: `${page.replace(' / content', '')} own JS`,
    value: gzipBytes === undefined ? undefined : gzipBytes / 1024,
    limit: 30,
    kind: 'max',
    unit: 'kB',
    digits: 1,
  };
}
function cssBudget(page: string, gzipBytes: number | undefined): Budget {
  return {
    label: `${page.replace(' / content', '')} CSS`,
    value: gzipBytes === undefined ? undefined : gzipBytes / 1024,
    limit: 15,
    kind: 'max',
    unit: 'kB',
    digits: 1,
  };
}

console.log('Client JavaScript per page type (production build, first visit; kB = 1024 bytes, each file compressed on its own):');
console.log(
  `  ${'page'.padEnd(16)} ${'files'.padStart(5)} ${'raw'.padStart(7)} ${'gzip'.padStart(7)} ${'brotli'.padStart(7)}   ${'runtime'.padStart(7)} ${'own'.padStart(7)}   ${'CSS gzip'.padStart(8)}   route chain`,
);
const split = (urls: ReadonlySet<string>) => ({
  runtime: total(new Set([...urls].filter(isRuntime))),
  own: total(new Set([...urls].filter((url) => !isRuntime(url)))),
});
const row = (name: string, urls: ReadonlySet<string>, css: Sizes | undefined, routes: string) => {
  const sizes = total(urls);
  const { runtime, own } = split(urls);
  console.log(
    `  ${name.padEnd(16)} ${String(sizes.files).padStart(5)} ${kb(sizes.raw)} ${kb(sizes.gzip)} ${kb(sizes.brotli)}   ${kb(runtime.gzip)} ${kb(own.gzip)}   ${css ? kb(css.gzip).padStart(8) : ''.padStart(8)}   ${routes}`,
  );
};
row('(entry + root)', shared, undefined, 'shared by every page');
for (const [name, id] of PAGES) {
  const routes = chain(manifest, id);
  if (routes.length === 0) {
    console.log(`  ${name.padEnd(16)} route ${id} is not in this build's manifest`);
    if (BUDGETED.has(name)) budgets.push(jsBudget(name, undefined), cssBudget(name, undefined));
    continue;
  }
  const js = new Set([manifest.entry.module, ...manifest.entry.imports, ...routes.flatMap(routeModules), ...extras]);
  const css = total(new Set([...rootStylesheets, ...routes.flatMap((route) => route.css ?? [])]));
  row(name, js, css, routes.map((route) => route.id).join(' › '));
  if (BUDGETED.has(name)) budgets.push(jsBudget(name, split(js).own.gzip), cssBudget(name, css.gzip));
}
console.log(
  extras.includes(manifestFile)
    ? `  including the route manifest module on every page: ${kb(manifestSizes.gzip).trim()} kB gzip`
    : `  the route manifest module (${kb(manifestSizes.gzip).trim()} kB gzip) is not loaded: lazy route discovery inlines each page's part in its HTML`,
);
const catalogues = ['en-GB', 'pl-PL', 'de-DE'].map((locale) => [locale, catalogueChunk(locale)] as const);
console.log(
  messages
    ? `  including the page locale's messages (${messages.replace('/assets/', '')}); one chunk per locale: ${catalogues.map(([locale, url]) => `${locale} ${url ? kb(sizeOf(url).gzip).trim() : '?'} kB`).join(', ')}`
    : '  no message catalogue chunk per locale in this build (the messages are part of the chunks above)',
);
const largest = [...shared].sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip).slice(0, 3);
console.log(`  largest shared files (gzip): ${largest.map((url) => `${url.replace('/assets/', '')} ${kb(sizeOf(url).gzip).trim()} kB`).join(', ')}`);
console.log('');
if (![...shared].some(isRuntime)) console.log('  no react-runtime chunk in this build: "runtime" is 0 and every file counts as own code');
printBudgets('client-js', budgets, "gzip; own JS = entry + route chain + the locale's messages, less the React runtime chunk");
