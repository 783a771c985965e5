// Benchmark: customer login latency at the engine (POST /store-api/account/login), dominated by the
// scrypt key derivation (N=16384, r=8, p=1), next to the raw scrypt time measured in this process.
// Figures only, no assertions.
//   BENCH_REQUESTS (40)     measured logins per series (after 3 warm-up logins)
//   BENCH_CONCURRENCY (4)   logins in flight in the concurrent series (libuv runs scrypt on 4 threads by default)
import { hashPassword, verifyPassword } from '../apps/store-api/src/domain/customer/password.ts';
import { startEngine } from './support/servers.ts';
import { latencySummary, median, sampleConcurrent, sampleSequential } from './support/stats.ts';
import { login, PASSWORD, registerCustomer } from './support/store-api.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const EMAIL = 'login-bench@example.com';

const hashes = await sampleSequential(REQUESTS, () => hashPassword(PASSWORD));
const stored = await hashPassword(PASSWORD);
const verifies = await sampleSequential(REQUESTS, () => verifyPassword(PASSWORD, stored));

const engine = await startEngine();
try {
  await registerCustomer(engine.url, engine.dataDir, EMAIL);
  for (let index = 0; index < 3; index += 1) await login(engine.url, EMAIL);
  const sequential = await sampleSequential(REQUESTS, () => login(engine.url, EMAIL));
  const concurrent = await sampleConcurrent(REQUESTS, CONCURRENCY, () => login(engine.url, EMAIL));

  console.log(`Login (engine on in-memory PGlite, ${REQUESTS} logins per series; the client shares the machine):`);
  console.log(`  raw scrypt hashPassword (this process):   ${latencySummary(hashes)}`);
  console.log(`  raw scrypt verifyPassword (this process): ${latencySummary(verifies)}`);
  console.log(`  POST /account/login, sequential:          ${latencySummary(sequential)}, ${(1000 / median(sequential)).toFixed(1)} logins/s`);
  console.log(
    `  POST /account/login, ${CONCURRENCY} in flight:         ${latencySummary(concurrent.times)}, ${((REQUESTS / concurrent.wallMs) * 1000).toFixed(1)} logins/s`,
  );
  console.log(`  share of scrypt in a sequential login:    ${((median(verifies) / median(sequential)) * 100).toFixed(0)} % (median verify / median login)`);
} finally {
  await engine.stop();
}
