// At most `concurrency` Store API calls of this process in flight (ADR 0026). Under a rush the
// engine answered every call late instead of some calls soon, and calls that waited past their
// 15 s timeout in the engine failed whole pages; here the excess waits in this process, and a
// call's timeout starts only once it is sent. No call is refused here: the requests that make them
// are bounded in number by the server's admission (server/admission.ts), so this queue is too.
import PQueue from 'p-queue';

export type CallLimiter = <T>(call: () => Promise<T>) => Promise<T>;

export function createCallLimiter(concurrency: number): CallLimiter {
  const queue = new PQueue({ concurrency });
  return (call) => queue.add(call);
}
