// "When this answer is over" for every per-request resource (a render slot, the HTML cache's
// leader entry): finished, or the connection closed. `response.once('close')` alone misses a client
// that left before the listener was added — after an awaited middleware (the cache's follower wait,
// a cache read) the response may be closed already, and 'close' never comes again. on-finished (the
// module express itself uses) calls back also when it is over already, so the resource is released.
import type { ServerResponse } from 'node:http';
import onFinished from 'on-finished';

/** True once the answer was sent in full or the client went away. */
export function responseDone(response: ServerResponse): boolean {
  return onFinished.isFinished(response);
}

/** Calls `release` exactly once, when the answer is over (at once, a tick later, if it is already). */
export function whenResponseDone(response: ServerResponse, release: () => void): void {
  let released = false;
  onFinished(response, () => {
    if (released) return;
    released = true;
    release();
  });
}
