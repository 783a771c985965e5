// At most `concurrency` Store API calls of this process in flight (ADR 0026). Under a rush the
// engine answered every call late instead of some calls soon, and calls that waited past their
// 15 s timeout in the engine failed whole pages; here the excess waits in this process, and a
// call's timeout starts only once it is sent. No call is refused here: the requests that make them
// are bounded in number by the server's admission (server/admission.ts), so this queue is too.
// A read whose visitor has gone (`signal`: their request's, aborted when the connection closes) is not
// sent when its turn comes: a departed page's reads would only hold slots the waiting pages need
// (writes get no signal: they are carried out whether or not anyone is left to hear of it). A call
// already sent runs to its end and keeps its slot (p-queue's own signal would free the slot while the
// call still runs, and the engine would see more than `concurrency` calls).
import PQueue from 'p-queue';

export type CallLimiter = <T>(call: () => Promise<T>, signal?: AbortSignal) => Promise<T>;

export function createCallLimiter(concurrency: number): CallLimiter {
  const queue = new PQueue({ concurrency });
  return (call, signal) =>
    queue.add(() => {
      if (signal?.aborted) throw new VisitorGone();
      return call();
    });
}

/** A call not sent: the request that asked for it had been closed by its visitor. */
export class VisitorGone extends Error {
  constructor() {
    super('the visitor left before this Store API call was sent');
    this.name = 'VisitorGone';
  }
}
