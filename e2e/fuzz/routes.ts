// The storefront's routes as the production build registered them from app/routes.ts (every entry of
// apps/storefront/app/route-table.ts without a prefix and under the markets' `:market` segment), with whether
// each module exports an action or a loader, made concrete for the demo's markets (the suite runs
// against the demo configuration): `<locale>/<name>` ids and paths as before. Read from the very build the fuzz suite runs against, so a new route or action is fuzzed
// (or reported as missing a fuzz entry) without anyone editing a list here.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../support/servers.ts';
import { DEMO_CONFIG } from '../../apps/storefront/app/lib/merchant/config.ts';

export interface BuiltRoute {
  /** `<locale>/<name>` for per-locale routes, `<name>` for root resources (robots, sitemap). */
  id: string;
  /** The route-table name: the id without its locale. */
  name: string;
  /** Full URL path without the leading slash ('' is the en-GB home page), with `:params` and `*`. */
  path: string;
  hasAction: boolean;
  hasLoader: boolean;
}

const BUILD = join(REPO_ROOT, 'apps', 'storefront', 'build', 'server', 'index.js');

// A separate Node process imports the bundle, so the test's own module graph never loads React or the app.
const SCRIPT = `
const build = await import(process.argv[1]);
const routes = Object.values(build.routes).map((route) => ({
  id: route.id,
  path: route.path ?? null,
  index: route.index === true,
  hasAction: typeof route.module.action === 'function',
  hasLoader: typeof route.module.loader === 'function',
}));
process.stdout.write(JSON.stringify(routes));
`;

interface RawRoute {
  id: string;
  path: string | null;
  index: boolean;
  hasAction: boolean;
  hasLoader: boolean;
}

const exec = promisify(execFile);

/** The build's page and resource routes (layouts and the root route, which render no page of their own, are left out). */
export async function builtRoutes(): Promise<BuiltRoute[]> {
  const { stdout } = await exec(process.execPath, ['--input-type=module', '-e', SCRIPT, pathToFileURL(BUILD).href], { maxBuffer: 16 * 1024 * 1024 });
  const raw = JSON.parse(stdout) as RawRoute[];
  return raw.filter((route) => route.id !== 'root' && (route.path !== null || route.index)).flatMap(perMarket);
}

/** A built route once per demo market it serves: `default/…` for the unprefixed one, `market/…` for each prefix. */
function perMarket(route: RawRoute): BuiltRoute[] {
  const slash = route.id.indexOf('/');
  const name = slash === -1 ? route.id : route.id.slice(slash + 1);
  const scope = slash === -1 ? undefined : route.id.slice(0, slash);
  const path = route.path ?? '';
  const markets = DEMO_CONFIG.markets.filter((market) => (scope === 'market' ? market.prefix !== '' : market.prefix === ''));
  if (scope === undefined) return [{ id: route.id, name, path, hasAction: route.hasAction, hasLoader: route.hasLoader }];
  return markets.map((market) => ({
    id: `${market.locale}/${name}`,
    name,
    path: path.replace(/^:market/, market.prefix),
    hasAction: route.hasAction,
    hasLoader: route.hasLoader,
  }));
}
