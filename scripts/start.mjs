#!/usr/bin/env node
// `npm start`: installs what is missing, builds, seeds (on first run) and serves the demo shop.
// Only Node built-ins: this runs on the machine's Node before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies, ensureNodeRuntime, onOrphaned, ROOT, run } from './lib/node-runtime.mjs';
import { isBuildStale } from './lib/build-state.mjs';
import { startProcess } from './lib/processes.mjs';

await ensureNodeRuntime();
ensureDependencies();

const storefrontDir = join(ROOT, 'apps', 'storefront');
// The merchant's configuration first: a bad file is one line before anything is built or started.
if (spawnSync(process.execPath, [join(storefrontDir, 'server', 'check-config.ts')], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);
if (!existsSync(join(storefrontDir, 'build', 'server', 'index.js')) || isBuildStale(storefrontDir)) {
  buildStorefront();
}

/**
 * Builds the storefront and prints one summary line; the full Vite output only when the build fails
 * or AISLE_VERBOSE=1 asks for it.
 */
function buildStorefront() {
  const verbose = process.env.AISLE_VERBOSE === '1';
  console.log('[aisle] Building the storefront …');
  const started = Date.now();
  if (verbose) {
    run('npm', ['run', 'build', '-w', '@aisle/storefront']);
    return;
  }
  const result = spawnSync('npm', ['run', 'build', '-w', '@aisle/storefront'], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error('[aisle] The storefront build failed.');
    process.exit(result.status ?? 1);
  }
  const assets = join(storefrontDir, 'build', 'client', 'assets');
  const files = existsSync(assets) ? readdirSync(assets) : [];
  const bytes = files.reduce((sum, file) => sum + statSync(join(assets, file)).size, 0);
  console.log(
    `[aisle] Built the storefront in ${((Date.now() - started) / 1000).toFixed(1)} s: ${files.length} client assets, ${(bytes / 1024).toFixed(0)} kB (AISLE_VERBOSE=1 shows the details).`,
  );
}

const storeApiPort = process.env.STORE_API_PORT ?? '8000';
const storefrontPort = process.env.STOREFRONT_PORT ?? '3000';
const useRealShopware = Boolean(process.env.SHOPWARE_ENDPOINT);
// The demo console shows warnings and errors; JSON request logs (docs/architecture.md §5) with LOG_LEVEL=info.
const logLevel = process.env.LOG_LEVEL ?? 'warn';
const children = [];

/** A first run is one without the engine's PGlite folder (PostgreSQL: the engine seeds only when empty). */
function isFirstRun() {
  if (process.env.DATABASE_URL) return false;
  const dataDir = process.env.AISLE_DATA_DIR || join(ROOT, 'data', 'store-api');
  return !existsSync(join(dataDir, 'pglite'));
}

async function main() {
  let endpoint = process.env.SHOPWARE_ENDPOINT;
  if (!useRealShopware) {
    console.log(isFirstRun() ? '[aisle] First run: creating and seeding the demo database (about a minute) …' : '[aisle] Starting the embedded Store API …');
    const engine = await startProcess({
      name: 'store-api',
      command: process.execPath,
      args: [join(ROOT, 'apps', 'store-api', 'src', 'main.ts')],
      // Two malloc arenas, as for the storefront's workers: glibc's default (8 per core) keeps memory freed
      // by request threads (PGlite, libvips, zlib) resident long after the requests.
      env: { STORE_API_PORT: storeApiPort, STOREFRONT_URL: `http://localhost:${storefrontPort}`, LOG_LEVEL: logLevel, MALLOC_ARENA_MAX: '2' },
      readyPattern: /Store API listening on (\S+)/,
    });
    children.push(engine.child);
    watch(engine.child, 'store-api');
    endpoint = engine.match[1];
  }
  const storefront = await startProcess({
    name: 'storefront',
    command: process.execPath,
    // cluster.ts: one server.ts worker per core (STOREFRONT_WORKERS overrides).
    args: [join(storefrontDir, 'cluster.ts')],
    // Analytics (the cookie prompt) is the configuration's `features.analytics`; a STOREFRONT_ANALYTICS the
    // merchant sets themselves reaches the storefront with the rest of the environment and overrides it.
    env: { STOREFRONT_PORT: storefrontPort, SHOPWARE_ENDPOINT: endpoint, LOG_LEVEL: logLevel },
    readyPattern: /Storefront listening on (\S+)/,
  });
  children.push(storefront.child);
  watch(storefront.child, 'storefront');

  console.log('');
  console.log(`  Storefront:  ${storefront.match[1]}`);
  console.log(`  Store API:   ${endpoint}${useRealShopware ? ' (real Shopware)' : ''}`);
  if (!useRealShopware) console.log('  Access key:  SWSCAISLEDEMOSTOREKEY00001');
  console.log('');
  console.log('  Press Ctrl+C to stop.');
}

let stopping = false;
/** Stops both servers and exits once they have (at most 5 s, then they are killed). */
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  let left = running.length;
  if (left === 0) process.exit(code);
  for (const child of running) {
    child.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
  }
  setTimeout(() => {
    for (const child of running) child.kill('SIGKILL');
    process.exit(code);
  }, 5000).unref();
}
// A server that dies on its own takes the other one down too, so `npm start` never half-serves.
function watch(child, name) {
  child.once('exit', (status, signal) => {
    if (stopping) return;
    console.error(`[aisle] ${name} stopped (${status ?? signal}); stopping.`);
    stopAll(1);
  });
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
onOrphaned(() => stopAll(0));

main().catch((error) => {
  // Its own output was shown as it came: the first line says which server stopped.
  console.error(`[aisle] ${error.message.split('\n')[0]}`);
  stopAll(1);
});
