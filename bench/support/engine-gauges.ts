// The engine's own view of its memory, from its /metrics (prom-client's process and V8 gauges).
const MB = 1024 * 1024;

export interface EngineGauges {
  /** V8 heap used and total, MB. */
  heapUsed: number;
  heapTotal: number;
  /** Memory outside the heap (PGlite's WebAssembly memory, buffers), MB. */
  external: number;
}

/** The gauges of the engine at `origin` (its base URL without `/store-api`). */
export async function engineGauges(origin: string): Promise<EngineGauges> {
  const text = await (await fetch(`${origin}/metrics`)).text();
  const gauge = (name: string) => Number(new RegExp(`^aisle_store_api_${name}(?:\\{[^}]*\\})? ([\\d.e+]+)$`, 'm').exec(text)?.[1] ?? Number.NaN) / MB;
  return { heapUsed: gauge('nodejs_heap_size_used_bytes'), heapTotal: gauge('nodejs_heap_size_total_bytes'), external: gauge('nodejs_external_memory_bytes') };
}
