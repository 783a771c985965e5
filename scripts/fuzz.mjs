#!/usr/bin/env node
// `npm run fuzz`: every hostile case of both fuzz suites (ADR 0015, 0021). First the engine's schema-driven
// Store API suite (apps/store-api/test/fuzz.test.ts), then the storefront's suite against the
// production builds of both apps (e2e/storefront-fuzz.e2e.ts), each printing requests, 4xx and 5xx.
// Both run even when the first fails; the exit status is non-zero when either did.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isBuildStale } from './lib/build-state.mjs';
import { ensureDependencies, ensureNodeRuntime, ROOT, run } from './lib/node-runtime.mjs';

await ensureNodeRuntime();
ensureDependencies();
const env = { ...process.env, FUZZ_FULL: '1' };
// Starting a seeded engine can outlast the default hook timeout on a busy machine.
const engine = run('npx', ['vitest', 'run', 'apps/store-api/test/fuzz.test.ts', '--hookTimeout=600000'], { allowFailure: true, env });
const storefrontDir = join(ROOT, 'apps', 'storefront');
if (!existsSync(join(storefrontDir, 'build', 'server', 'index.js')) || isBuildStale(storefrontDir)) {
  run('npm', ['run', 'build', '-w', '@aisle/storefront']);
}
const storefront = run('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', 'e2e/storefront-fuzz.e2e.ts'], {
  allowFailure: true,
  env: { ...env, DATABASE_URL: '' },
});
process.exit(engine === 0 && storefront === 0 ? 0 : 1);
