// Starts the engine and the storefront as child processes on free ports for a benchmark, each
// engine with a throw-away data folder (outbox, downloads) unless the caller brings its own, and
// stops them again — also when the benchmark crashes.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startProcess } from '../../scripts/lib/processes.mjs';

export const ROOT = join(import.meta.dirname, '..', '..');
export const ACCESS_KEY = 'SWSCAISLEDEMOSTOREKEY00001';
/** Generated demo images are deterministic: all benchmark engines share the demo shop's folder. */
export const SHARED_MEDIA_DIR = join(ROOT, 'data', 'store-api', 'media');
const ENGINE = join(ROOT, 'apps', 'store-api', 'src', 'main.ts');
const STOREFRONT = join(ROOT, 'apps', 'storefront', 'server.ts');
/** What `npm start` runs: server.ts in STOREFRONT_WORKERS node:cluster workers (default one per core). */
const STOREFRONT_CLUSTER = join(ROOT, 'apps', 'storefront', 'cluster.ts');

export interface Server {
  child: ChildProcess;
  /** Base URL: `http://localhost:<port>/store-api` for the engine, `http://localhost:<port>` for the storefront. */
  url: string;
  /** Milliseconds from spawning until the process said it listens. */
  startMs: number;
  /** The engine's data folder (mail outbox as .eml files); '' for the storefront. */
  dataDir: string;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of running) child.kill('SIGTERM');
    process.exit(130);
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  running.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The engine on a free port. Defaults: in-memory PGlite (`memory://`), a fresh temporary data
 * folder (removed on stop), the shared demo media folder. `env` overrides any of them.
 */
/** Writes a large generated catalogue (`npm run engine -- generate`) into the data folder `env` names. */
export function generateCatalogue(env: Record<string, string>, products: number): void {
  console.log(`  generating ${products} products …`);
  const started = performance.now();
  const cli = join(ROOT, 'apps', 'store-api', 'src', 'cli.ts');
  const result = spawnSync(process.execPath, [cli, 'generate', '--products', String(products)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('Catalogue generation failed.');
  console.log(`  generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

export async function startEngine(env: Record<string, string> = {}): Promise<Server> {
  const ownDir = env.AISLE_DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'aisle-bench-'));
  const dataDir = env.AISLE_DATA_DIR ?? ownDir ?? '';
  const removeOwnDir = () => {
    if (ownDir) rmSync(ownDir, { recursive: true, force: true });
  };
  const started = performance.now();
  const engine = await startProcess({
    name: 'store-api',
    command: process.execPath,
    args: [ENGINE],
    env: { STORE_API_PORT: '0', DATABASE_URL: 'memory://', AISLE_ADMIN_TOKEN: 'bench', AISLE_DATA_DIR: dataDir, AISLE_MEDIA_DIR: SHARED_MEDIA_DIR, ...env },
    readyPattern: /Store API listening on (\S+)/,
    quiet: true,
  }).catch((error: unknown) => {
    removeOwnDir();
    throw error;
  });
  running.add(engine.child);
  return {
    child: engine.child,
    url: engine.match[1] ?? '',
    startMs: performance.now() - started,
    dataDir,
    stop: async () => {
      await stopChild(engine.child);
      removeOwnDir();
    },
  };
}

/** Exits with a hint when the production build of the storefront is missing. */
export function requireStorefrontBuild(): void {
  if (!existsSync(join(ROOT, 'apps', 'storefront', 'build', 'server', 'index.js'))) {
    console.error('Build the storefront first: npm run build -w @aisle/storefront');
    process.exit(1);
  }
}

/**
 * The production storefront on a free port against `endpoint` (an engine's `/store-api` URL); with
 * `cluster`, as `npm start` runs it (cluster.ts, STOREFRONT_WORKERS in `env`).
 */
export async function startStorefront(endpoint: string, env: Record<string, string> = {}, { cluster = false }: { cluster?: boolean } = {}): Promise<Server> {
  const started = performance.now();
  const storefront = await startProcess({
    name: 'storefront',
    command: process.execPath,
    args: [cluster ? STOREFRONT_CLUSTER : STOREFRONT],
    env: { STOREFRONT_PORT: '0', SHOPWARE_ENDPOINT: endpoint, SHOPWARE_ACCESS_KEY: ACCESS_KEY, NODE_ENV: 'production', ...env },
    readyPattern: /Storefront listening on (\S+)/,
    quiet: true,
  });
  running.add(storefront.child);
  return {
    child: storefront.child,
    url: (storefront.match[1] ?? '').replace(/\/$/, ''),
    startMs: performance.now() - started,
    dataDir: '',
    stop: () => stopChild(storefront.child),
  };
}
