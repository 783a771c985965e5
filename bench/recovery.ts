// Benchmark: password recovery's answer time for a known and an unknown address (ADR 0015, addendum:
// the timing must not tell who has an account), medians over BENCH_REQUESTS calls each on a fresh
// in-memory engine, by the engine's own probe (apps/store-api/test/recovery-timing.ts), with the
// machine's load beside them. Printed, never asserted.
//   BENCH_REQUESTS (50)
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './support/servers.ts';

const calls = Math.max(5, Number(process.env.BENCH_REQUESTS ?? 50));
const before = loadavg()[0] ?? 0;
const output = execFileSync(process.execPath, [join(ROOT, 'apps', 'store-api', 'test', 'recovery-timing.ts'), String(calls)], {
  cwd: ROOT,
  encoding: 'utf8',
  env: { ...process.env, DATABASE_URL: 'memory://', LOG_LEVEL: 'silent' },
});
const line = output.split('\n').find((candidate) => candidate.startsWith('recovery-password median')) ?? output.trim();
const [known, unknown] = [/known ([\d.]+) ms/, /unknown ([\d.]+) ms/].map((pattern) => Number(pattern.exec(line)?.[1]));
console.log(`Password recovery (engine, in-memory PGlite; 1-minute load average ${before.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after):`);
console.log(`  ${line}`);
if (known !== undefined && unknown !== undefined && Number.isFinite(known) && Number.isFinite(unknown))
  console.log(`  difference ${(known - unknown).toFixed(2)} ms (${((Math.abs(known - unknown) / Math.max(known, unknown)) * 100).toFixed(0)} % of the slower)`);
