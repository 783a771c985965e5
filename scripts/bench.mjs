#!/usr/bin/env node
// `npm run bench`: makes sure Node 24, dependencies and the storefront build exist, then runs bench/*.ts.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isBuildStale } from './lib/build-state.mjs';
import { ensureDependencies, ensureNodeRuntime, ROOT, run } from './lib/node-runtime.mjs';

ensureNodeRuntime();
ensureDependencies();
const storefrontDir = join(ROOT, 'apps', 'storefront');
if (!existsSync(join(storefrontDir, 'build', 'server', 'index.js')) || isBuildStale(storefrontDir)) {
  run('npm', ['run', 'build', '-w', '@aisle/storefront']);
}
const only = process.argv[2];
for (const file of readdirSync(join(ROOT, 'bench')).filter((name) => name.endsWith('.ts')).sort()) {
  if (only && !file.includes(only)) continue;
  console.log(`\n── bench/${file} ──`);
  run(process.execPath, [join('bench', file)]);
}
