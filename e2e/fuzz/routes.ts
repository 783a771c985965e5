// The storefront's routes as the production build registered them from app/routes.ts (every entry of
// the route-table*.ts files once per locale prefix), with whether each module exports an action or a
// loader. Read from the very build the fuzz suite runs against, so a new route or action is fuzzed
// (or reported as missing a fuzz entry) without anyone editing a list here.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../support/servers.ts';

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
  return raw
    .filter((route) => route.id !== 'root' && (route.path !== null || route.index))
    .map((route) => ({
      id: route.id,
      name: route.id.includes('/') ? route.id.slice(route.id.indexOf('/') + 1) : route.id,
      path: route.path ?? '',
      hasAction: route.hasAction,
      hasLoader: route.hasLoader,
    }));
}
