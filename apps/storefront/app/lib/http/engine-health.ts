// Whether the Store API answers: probed in the background (every few seconds, with a short
// timeout) so the request path only reads a flag. Used for /readyz and to serve stale pages when
// the engine is down. The engine's own /readyz checks its database too.
export interface EngineHealth {
  up(): boolean;
  /** Probes now and returns whether the engine answered ready. */
  check(): Promise<boolean>;
  stop(): void;
}

function readyUrl(endpoint: string): string {
  return `${endpoint.replace(/\/store-api\/?$/, '').replace(/\/$/, '')}/readyz`;
}

export function watchEngineHealth(endpoint: string, intervalMs = 2000, timeoutMs = 1500): EngineHealth {
  let up = true;
  const url = readyUrl(endpoint);
  const check = async () => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel();
      up = response.ok;
    } catch {
      up = false;
    }
    return up;
  };
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  void check();
  return { up: () => up, check, stop: () => clearInterval(timer) };
}
