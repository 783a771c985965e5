// Back-pressure for the requests the storefront renders (ADR 0026). A rush used to start every
// request at once: dozens of renders per process, each firing its Store API calls, until calls
// waited past their timeout in the engine and pages failed with 503 — and every render in flight
// held its memory. Now at most `concurrency` requests per process render at a time; the next
// `maxQueue` wait their turn (in order), for at most `maxWaitMs`; beyond either bound a request is
// refused at once (BusyError → the busy page with Retry-After) before work is spent on it.
// p-queue does the queueing; this module adds the bounds and the "slot until the answer is sent".
import PQueue from 'p-queue';

export class BusyError extends Error {
  override name = 'BusyError';
}

export interface AdmissionOptions {
  /** Requests rendering at the same time in this process. */
  concurrency: number;
  /** Requests waiting for a slot; one more is refused at once. */
  maxQueue: number;
  /** A request that waited this long without a slot is refused. */
  maxWaitMs: number;
}

export interface Admission {
  /**
   * Resolves with a release function once the request may run (call it when its answer is sent;
   * further calls do nothing), or rejects with BusyError. `cancel` (the visitor went away) takes a
   * waiting request out of the queue; once running, only the release frees its slot.
   */
  enter(cancel?: AbortSignal): Promise<() => void>;
  readonly running: number;
  readonly waiting: number;
}

export function createAdmission({ concurrency, maxQueue, maxWaitMs }: AdmissionOptions): Admission {
  const queue = new PQueue({ concurrency });
  return {
    get running() {
      return queue.pending;
    },
    get waiting() {
      return queue.size;
    },
    enter(cancel) {
      // A visitor who left before asking is not queued (an abort listener added now would never fire).
      if (cancel?.aborted) return Promise.reject(cancel.reason instanceof Error ? cancel.reason : new Error('cancelled'));
      if (queue.size >= maxQueue) return Promise.reject(new BusyError(`${queue.size} requests are waiting`));
      return new Promise((admitted, refused) => {
        const waiting = new AbortController();
        let started = false;
        const timer = setTimeout(() => waiting.abort(new BusyError(`no slot within ${maxWaitMs} ms`)), maxWaitMs);
        const onCancel = () => {
          if (!started) waiting.abort(cancel?.reason);
        };
        cancel?.addEventListener('abort', onCancel, { once: true });
        const stopWaiting = () => {
          clearTimeout(timer);
          cancel?.removeEventListener('abort', onCancel);
        };
        // The task holds its slot until the request releases it; the signal only ever aborts while it waits.
        const slot = () =>
          new Promise<void>((release) => {
            started = true;
            stopWaiting();
            let released = false;
            admitted(() => {
              if (released) return;
              released = true;
              release();
            });
          });
        queue.add(slot, { signal: waiting.signal }).catch((error: unknown) => {
          stopWaiting();
          refused(error);
        });
      });
    },
  };
}
