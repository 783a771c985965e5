// Express middleware in front of React Router (ADR 0026): every request that will render waits for
// a turn (admission.ts); one the process cannot take in time gets a fast 503 with Retry-After —
// the busy page in the visitor's language for documents, a short text for data requests and
// fetchers. Cached pages, assets and health checks are answered before this and never wait.
import type { NextFunction, Request, Response } from 'express';
import { localeFromPathname } from '../app/i18n/paths.ts';
import type { StorefrontMetrics } from '../app/lib/metrics.server.ts';
import { type Admission, BusyError } from './admission.ts';
import { busyPage } from './busy-page.ts';
import { responseDone, whenResponseDone } from './response-done.ts';

/** Short: the queue drains in seconds, and shoppers retrying all at once would refill it. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/** `response.locals` flag of a busy answer: counted in metrics, not logged one line each (stale-if-down.ts). */
export const BUSY_ANSWER = 'aisleBusy';

function answerBusy(request: Request, response: Response): void {
  response.locals[BUSY_ANSWER] = true;
  response.status(503).set({ 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' });
  // Client navigations and fetchers ask for `….data`; their error boundary shows the translated 503.
  if (request.path.endsWith('.data')) {
    response.type('text/plain').send('Service busy: please try again in a few seconds.');
    return;
  }
  const retryPath = request.method === 'GET' || request.method === 'HEAD' ? request.originalUrl : undefined;
  response.type('html').send(busyPage(localeFromPathname(request.path), retryPath));
}

export function backPressure(admission: Admission, metrics?: Pick<StorefrontMetrics, 'admission' | 'busy'>) {
  const gauge = () => {
    metrics?.admission.set({ state: 'running' }, admission.running);
    metrics?.admission.set({ state: 'waiting' }, admission.waiting);
  };
  return (request: Request, response: Response, next: NextFunction): void => {
    // Gone already (while an earlier middleware awaited): nobody to render for, no slot to take.
    if (responseDone(response)) return;
    // The visitor going away while waiting gives the place to the next one.
    const gone = new AbortController();
    whenResponseDone(response, () => gone.abort(new Error('client closed')));
    admission.enter(gone.signal).then(
      (release) => {
        // Also when the visitor left between the admission and this callback: released at once then.
        whenResponseDone(response, () => {
          release();
          // p-queue counts the freed slot (and starts the next request) a tick later.
          setImmediate(gauge);
        });
        gauge();
        if (!responseDone(response)) next();
      },
      (error: unknown) => {
        gauge();
        if (!(error instanceof BusyError) || responseDone(response)) return; // the visitor left: nobody to answer
        metrics?.busy.inc();
        answerBusy(request, response);
      },
    );
    gauge();
  };
}
