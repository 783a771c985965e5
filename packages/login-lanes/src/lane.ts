// A bounded lane for expensive work (a password hash): at most `concurrency` runs at once, at most
// `queue` more wait their turn, in order; one more is refused at once (LaneFull) instead of waiting
// behind everybody — so a flood costs its senders a fast refusal, not the shop its latency. Two lanes
// (strangers and known devices, device-token.ts) keep a flood in one from delaying the other.

export interface LaneLimits {
  /** Runs at the same time. */
  concurrency: number;
  /** Runs waiting for a turn; the next one is refused. */
  queue: number;
  /** What a refused caller is told to wait (Retry-After), in seconds. */
  retryAfterSeconds: number;
}

export class LaneFull extends Error {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(`Lane full: try again in ${retryAfterSeconds} s.`);
    this.name = 'LaneFull';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class Lane {
  readonly limits: LaneLimits;
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(limits: LaneLimits) {
    this.limits = limits;
  }

  /** Runs `work` now or after the runs queued before it; rejects with LaneFull (without running it) when the lane is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.queue) throw new LaneFull(this.limits.retryAfterSeconds);
      // The finishing run hands its place over (active stays counted), so no newcomer can slip in between.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  /** Whether a run asked for now would be refused: every run and queue place is taken. */
  isFull(): boolean {
    return this.active >= this.limits.concurrency && this.waiting.length >= this.limits.queue;
  }

  /** Runs and waiting runs, for metrics and tests. */
  load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }
}
