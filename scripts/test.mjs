#!/usr/bin/env node
// `npm test`: lint, typecheck, unused code (knip), unit + contract tests (PGlite, and PostgreSQL when
// DATABASE_URL is set), production build, end-to-end tests in Debian's Chromium. Prints the time of
// each step and one closing line "N passed, N failed".
// Only Node built-ins: this runs on the machine's Node before anything is installed.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDependencies, ensureNodeRuntime, run } from './lib/node-runtime.mjs';

await ensureNodeRuntime();
ensureDependencies();

const reportDir = mkdtempSync(join(tmpdir(), 'aisle-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
// Seconds per step, printed at the end: CI has a time budget, and this says where it goes.
const durations = [];

function step(title, command, args, env) {
  console.log(`\n[aisle] ── ${title} ──`);
  const started = Date.now();
  const status = run(command, args, { allowFailure: true, env: { ...process.env, ...env } });
  durations.push(`${title} ${Math.round((Date.now() - started) / 1000)} s`);
  if (status !== 0) failedSteps.push(title);
  return status;
}

function vitestStep(title, args, env) {
  const report = join(reportDir, `${title.replace(/\W+/g, '-')}.json`);
  const status = step(title, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env);
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += result.numPassedTests ?? 0;
    totals.failed += result.numFailedTests ?? 0;
    totals.skipped += (result.numPendingTests ?? 0) + (result.numTodoTests ?? 0);
    if (status !== 0 && (result.numFailedTests ?? 0) === 0) totals.failed += 1; // a suite that crashed
  } else if (status !== 0) {
    totals.failed += 1;
  }
}

const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;

step('lint', 'npx', ['eslint', '--max-warnings=0', '.']);
step('format (Prettier)', 'npx', ['prettier', '--check', '.']);
step('generated Store API types are current', 'node', ['scripts/store-api-types.mjs', '--check']);
step('typecheck', 'npm', ['run', 'typecheck', '--workspaces', '--if-present']);
// After the typecheck: knip resolves the route modules' ./+types imports that its `react-router typegen` writes.
step('unused files, exports and dependencies (knip)', 'npx', ['knip']);
// The default suite runs on embedded PGlite; DATABASE_URL only selects the extra PostgreSQL run below.
vitestStep('unit and contract tests (PGlite)', [], { DATABASE_URL: '' });
if (postgresUrl) {
  vitestStep('store-api tests on PostgreSQL', ['--project', 'store-api'], { DATABASE_URL: postgresUrl });
} else {
  console.log('\n[aisle] DATABASE_URL is not a PostgreSQL URL: the PostgreSQL run of the engine suite is skipped.');
}
if (step('production build', 'npm', ['run', 'build', '--workspaces', '--if-present']) === 0) {
  vitestStep('end-to-end tests (Chromium)', ['--config', 'e2e/vitest.config.ts'], { DATABASE_URL: '' });
} else {
  totals.failed += 1;
}

console.log('');
console.log(`[aisle] Time per step: ${durations.join(' · ')}`);
if (failedSteps.length > 0) console.log(`[aisle] Failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
