// Starts the production builds of both apps on free ports with a fresh in-memory database,
// so end-to-end runs never touch (or collide with) a running `npm start`.
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcess } from '../../scripts/lib/processes.mjs';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');

export interface RunningShop {
  storefrontUrl: string;
  storeApiUrl: string;
  adminToken: string;
  /** The engine's mail outbox (.eml files), for double opt-in, recovery and newsletter links. */
  outboxDir: string;
  stop: () => Promise<void>;
}

/** A free local port: the storefront's URL must be known before the engine starts (mail links). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** `engineEnv`: more of the engine's environment (e.g. the sales channel type its seed writes SEO URLs for). */
export async function startShop(engineEnv: Record<string, string> = {}): Promise<RunningShop> {
  const adminToken = randomBytes(16).toString('hex');
  const children: ChildProcess[] = [];
  const quiet = !process.env.E2E_VERBOSE;
  const storefrontPort = await freePort();
  // A fresh data folder per run keeps the outbox to this run's mails; media stay shared (deterministic).
  const dataDir = mkdtempSync(join(tmpdir(), 'aisle-e2e-'));
  try {
    const engine = await startProcess({
      name: 'store-api',
      command: process.execPath,
      args: [join(REPO_ROOT, 'apps', 'store-api', 'src', 'main.ts')],
      env: {
        STORE_API_PORT: '0',
        DATABASE_URL: 'memory://',
        AISLE_ADMIN_TOKEN: adminToken,
        AISLE_DATA_DIR: dataDir,
        // The engine tests' media folder: `npm test` draws the demo pictures once for both suites.
        AISLE_MEDIA_DIR: join(REPO_ROOT, 'data', 'test-media'),
        // The sales channel's domains, which registration, recovery and newsletter links must match.
        STOREFRONT_URL: `http://localhost:${storefrontPort}`,
        ...engineEnv,
      },
      readyPattern: /Store API listening on (\S+)/,
      quiet,
    });
    children.push(engine.child);
    const storeApiUrl = requireMatch(engine.match);
    const storefront = await startProcess({
      name: 'storefront',
      command: process.execPath,
      args: [join(REPO_ROOT, 'apps', 'storefront', 'server.ts')],
      // The demo's configuration (aisle.config.ts) turns analytics on: the consent banner shows until a
      // visitor chooses (ADR 0031). No STOREFRONT_ANALYTICS: the configuration decides, as under `npm start`.
      env: { STOREFRONT_PORT: String(storefrontPort), SHOPWARE_ENDPOINT: storeApiUrl, NODE_ENV: 'production', STOREFRONT_ANALYTICS: '' },
      readyPattern: /Storefront listening on (\S+)/,
      quiet,
    });
    children.push(storefront.child);
    return {
      storefrontUrl: requireMatch(storefront.match),
      storeApiUrl,
      adminToken,
      outboxDir: join(dataDir, 'outbox'),
      stop: async () => {
        await stopAll(children);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopAll(children);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export interface RunningStorefront {
  storefrontUrl: string;
  stop: () => Promise<void>;
}

/**
 * Another storefront (production build) against the same engine, with its own environment: a second
 * configuration (AISLE_CONFIG), an https PUBLIC_URL, a Store API that is down. Analytics stay off,
 * so no consent banner covers its pages.
 */
export async function startStorefront(storeApiUrl: string, env: Record<string, string> = {}): Promise<RunningStorefront> {
  const storefront = await startProcess({
    name: 'storefront-2',
    command: process.execPath,
    args: [join(REPO_ROOT, 'apps', 'storefront', 'server.ts')],
    env: { STOREFRONT_PORT: '0', SHOPWARE_ENDPOINT: storeApiUrl, NODE_ENV: 'production', STOREFRONT_ANALYTICS: '0', ...env },
    readyPattern: /Storefront listening on (\S+)/,
    quiet: !process.env.E2E_VERBOSE,
  });
  return { storefrontUrl: requireMatch(storefront.match), stop: () => stopAll([storefront.child]) };
}

/** A local URL nothing listens on (the port was free a moment ago): a Store API that is down. */
export async function deadEndpoint(): Promise<string> {
  return `http://localhost:${await freePort()}/store-api`;
}

function requireMatch(match: RegExpMatchArray): string {
  const url = match[1];
  if (!url) throw new Error('A server printed no URL.');
  return url;
}

async function stopAll(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5000).unref();
        }),
    ),
  );
}
