// A small in-memory stale-while-revalidate cache (ARCHITECTURE §3 "Caching"): fresh entries are
// served as they are, stale ones are served while one background load refreshes them, missing ones
// are loaded once however many requests ask at the same time. Failures are never cached. The least
// recently used entries go first when the cache is full.

export interface SwrOptions {
  /** Served without a reload for this long. */
  freshMs: number;
  /** Then served (and refreshed in the background) until this age. */
  staleMs: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  at: number;
}

export class SwrCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly loading = new Map<string, Promise<T>>();
  private readonly options: Required<SwrOptions>;

  constructor(options: SwrOptions) {
    this.options = { now: Date.now, ...options };
  }

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    const age = entry ? this.options.now() - entry.at : Infinity;
    if (entry && age <= this.options.staleMs) {
      // Re-insert: Map order is the recency order for the eviction below.
      this.entries.delete(key);
      this.entries.set(key, entry);
      if (age > this.options.freshMs) this.refresh(key, load).catch(() => undefined);
      return entry.value;
    }
    return this.refresh(key, load);
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  private refresh(key: string, load: () => Promise<T>): Promise<T> {
    const running = this.loading.get(key);
    if (running) return running;
    const promise = load()
      .then((value) => {
        this.entries.delete(key);
        this.entries.set(key, { value, at: this.options.now() });
        while (this.entries.size > this.options.maxEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest === undefined) break;
          this.entries.delete(oldest);
        }
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return promise;
  }
}
