// Prints the median answer time of password recovery for known and unknown addresses (the
// timing must not tell who has an account; ADR 0015, addendum) on a fresh in-memory engine (or DATABASE_URL's PostgreSQL), for a bench to call:
//   node apps/store-api/test/recovery-timing.ts [calls=50]
import { startTestEngine } from './support/engine.ts';
import { measureRecoveryTiming } from './support/recovery-timing.ts';

const calls = Number(process.argv[2] ?? 50);
const engine = await startTestEngine({ mailWorker: false });
try {
  const { knownMs, unknownMs } = await measureRecoveryTiming(engine, calls);
  console.log(`recovery-password median over ${calls} calls: known ${knownMs.toFixed(2)} ms, unknown ${unknownMs.toFixed(2)} ms`);
} finally {
  await engine.close();
}
