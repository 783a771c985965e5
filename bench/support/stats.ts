// Small statistics helpers shared by the benchmarks: percentiles over latency samples and timing.
import { performance } from 'node:perf_hooks';

/** The p-th percentile (nearest rank) of the samples; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** "p50 12.3 ms, p95 45.6 ms" for a list of millisecond samples. */
export function latencySummary(times: readonly number[]): string {
  return `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`;
}

/** Runs the work and returns its duration in milliseconds (and its result). */
export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

/** Runs the work `count` times one after another and returns the durations. */
export async function sampleSequential(count: number, work: (index: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) times.push((await timed(() => work(index))).ms);
  return times;
}

/** Runs `count` calls with at most `concurrency` in flight; returns per-call durations and the wall time. */
export async function sampleConcurrent(
  count: number,
  concurrency: number,
  work: (index: number) => Promise<unknown>,
): Promise<{ times: number[]; wallMs: number }> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      times.push((await timed(() => work(index))).ms);
    }
  };
  const { ms } = await timed(() => Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker)));
  return { times, wallMs: ms };
}
