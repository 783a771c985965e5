// The storefront on every core: a node:cluster primary that runs server.ts in STOREFRONT_WORKERS
// workers (default: the machine's available parallelism) sharing one port. The primary prints the
// "listening" line once every worker listens, restarts a worker that dies while serving, stops when
// a worker cannot start (bad configuration, missing build), and on SIGTERM/SIGINT — or when its
// parent has gone — asks each worker to shut down gracefully and exits when they all have.
// Each worker keeps its own in-memory HTML cache and metrics unless REDIS_URL shares the cache.
import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { randomSecret } from '@aisle/login-lanes';

/** Workers asked for; a bad value stops the start with one line naming the variable. */
export function workerCount(value: string | undefined, cores: number): number {
  if (value === undefined || value.trim() === '') return cores;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`STOREFRONT_WORKERS must be a whole number ≥ 1, got "${value}".`);
  return count;
}

/**
 * How workers run (ADR 0026): a rush grew each worker from about 160 to 500 MB RSS that stayed,
 * while its live heap was 40–90 MB. The rest was V8's young generation, grown to its largest
 * semi-spaces and kept, and glibc's per-thread malloc arenas of the compression and fetch threads.
 * 8 MB semi-spaces and two arenas keep a worker near 200 MB under the same rush, at no measurable
 * cost in requests/s. A flag or variable the operator set wins.
 */
export function workerRuntime(execArgv: readonly string[], env: NodeJS.ProcessEnv): { execArgv: string[]; env: Record<string, string> } {
  const flags = [...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)];
  const semiSpaceChosen = flags.some((flag) => /^--max-semi-space-size(=|$)/.test(flag));
  return {
    execArgv: semiSpaceChosen ? [...execArgv] : [...execArgv, '--max-semi-space-size=8'],
    env: env.MALLOC_ARENA_MAX ? {} : { MALLOC_ARENA_MAX: '2' },
  };
}

/** A worker that exits this soon after it started listening is failing, not crashing once. */
const CRASH_LOOP_MS = 5_000;
const STOP_TIMEOUT_MS = 12_000;

function main(): void {
  let count: number;
  try {
    count = workerCount(process.env.STOREFRONT_WORKERS, availableParallelism());
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }

  // One key for the MCP server's cart links in every worker (a link made by one is opened by another).
  process.env.STOREFRONT_LINK_SECRET ||= randomBytes(32).toString('hex');
  const runtime = workerRuntime(process.execArgv, process.env);
  // Workers must sign and verify device cookies alike (ADR 0048): without a configured secret they share the primary's random one.
  if (!process.env.STOREFRONT_SECRET) runtime.env.STOREFRONT_SECRET = randomSecret();
  cluster.setupPrimary({ exec: join(import.meta.dirname, 'server.ts'), execArgv: runtime.execArgv });
  const listeningSince = new Map<Worker, number>();
  let stopping = false;
  let announced = false;

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    if (workers.length === 0) process.exit(code);
    for (const worker of workers) worker.process.kill('SIGTERM');
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(code);
    });
    setTimeout(() => {
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(code);
    }, STOP_TIMEOUT_MS).unref();
  };

  cluster.on('listening', (worker, address) => {
    listeningSince.set(worker, Date.now());
    if (announced || listeningSince.size < count) return;
    announced = true;
    console.log(`Storefront listening on http://localhost:${address.port} (${count} worker${count === 1 ? '' : 's'})`);
  });

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const since = listeningSince.get(worker);
    listeningSince.delete(worker);
    if (since === undefined || Date.now() - since < CRASH_LOOP_MS) {
      console.error(`[storefront] A worker could not start or keep running (${signal ?? code}); stopping.`);
      stop(typeof code === 'number' && code !== 0 ? code : 1);
      return;
    }
    console.error(`[storefront] Worker ${worker.process.pid} stopped (${signal ?? code}); starting another.`);
    cluster.fork(runtime.env);
  });

  for (let index = 0; index < count; index += 1) cluster.fork(runtime.env);

  process.once('SIGTERM', () => stop(0));
  process.once('SIGINT', () => stop(0));
  // `npm start` stopped with SIGKILL or its shell gone: do not leave the workers serving.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop(0);
  }, 500).unref();
}

if (import.meta.main) main();
