#!/usr/bin/env node
// `npm run bench [-- name …]`: makes sure Node 24, dependencies and (for the benchmarks that serve
// or measure the storefront) its production build exist, then runs bench/<name>.ts — all of them
// without names. See bench/README.md for what each one measures and its BENCH_* knobs.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isBuildStale } from './lib/build-state.mjs';
import { ensureDependencies, ensureNodeRuntime, ROOT, run } from './lib/node-runtime.mjs';

const NEEDS_STOREFRONT_BUILD = new Set(['shell', 'ssr', 'ttfb', 'client-js', 'payload', 'lighthouse', 'interaction', 'fleet', 'rush', 'soak', 'login-flood']);

const available = readdirSync(join(ROOT, 'bench'))
  .filter((name) => name.endsWith('.ts'))
  .map((name) => name.slice(0, -'.ts'.length))
  .sort();
const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Available: ${available.join(', ')}.`);
  process.exit(1);
}
// The soak runs for half an hour per shop: only when named.
const selected = requested.length > 0 ? requested : available.filter((name) => name !== 'soak');

await ensureNodeRuntime();
ensureDependencies();
const storefrontDir = join(ROOT, 'apps', 'storefront');
if (
  selected.some((name) => NEEDS_STOREFRONT_BUILD.has(name)) &&
  (!existsSync(join(storefrontDir, 'build', 'server', 'index.js')) || isBuildStale(storefrontDir))
) {
  run('npm', ['run', 'build', '-w', '@aisle/storefront']);
}
for (const name of selected) {
  console.log(`\n── bench/${name}.ts ──`);
  run(process.execPath, [join('bench', `${name}.ts`)]);
}
