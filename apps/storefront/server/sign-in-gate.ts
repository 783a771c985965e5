// Sign-in posts of this process in two bounded lanes (ADR 0048), in front of React Router. Each login
// costs the Store API a password hash of several hundred ms of CPU. Strangers' posts share one lane: a
// flood of guesses fills it, and every further post is refused at once — 429 with Retry-After and the
// busy page, before any render or Store API call — instead of queueing. A browser with a valid device
// cookie (it signed in from here before, app/lib/http/device-cookie.ts) posts in a lane of its own, so
// strangers' guesses never queue a returning customer out. Which account the cookie is for is checked
// by the login action once the form is read; the engine checks its own token the same way. Per process:
// a cluster of N workers admits N times as many.
import { Lane, LaneFull, type LaneLimits } from '@aisle/login-lanes';
import type { NextFunction, Request, Response } from 'express';
import { localeFromPathname } from '../app/i18n/paths.ts';
import { hasDeviceCookie } from '../app/lib/http/device-cookie.ts';
import { isSignInPost } from '../app/lib/http/sign-in-posts.ts';
import { busyPage } from './busy-page.ts';

export const SIGN_IN_LANES: Readonly<Record<'strangers' | 'known', LaneLimits>> = {
  strangers: { concurrency: 2, queue: 2, retryAfterSeconds: 2 },
  known: { concurrency: 4, queue: 8, retryAfterSeconds: 2 },
};

function refuse(request: Request, response: Response, seconds: number): void {
  response.status(429).set({ 'Retry-After': String(seconds), 'Cache-Control': 'no-store' });
  if (request.path.endsWith('.data')) {
    response.type('text/plain').send('Too many sign-ins at once: please try again in a few seconds.');
    return;
  }
  // "Try again" opens the sign-in form afresh (a GET of the same path).
  response.type('html').send(busyPage(localeFromPathname(request.path), request.originalUrl));
}

export function signInGate(secret: string, limits: typeof SIGN_IN_LANES = SIGN_IN_LANES) {
  const lanes = { strangers: new Lane(limits.strangers), known: new Lane(limits.known) };
  return (request: Request, response: Response, next: NextFunction): void => {
    const search = new URL(request.originalUrl, 'http://gate').searchParams;
    if (!isSignInPost(request.method, request.path, search)) return next();
    const lane = hasDeviceCookie(request.headers.cookie ?? null, secret) ? lanes.known : lanes.strangers;
    // The place is held until the answer is sent or the visitor has gone; a visitor who left while waiting frees it at once.
    const answered = () =>
      new Promise<void>((resolve) => {
        if (response.closed || response.destroyed) return resolve();
        response.once('close', () => resolve());
        next();
      });
    lane.run(answered).catch((error: unknown) => {
      if (error instanceof LaneFull) refuse(request, response, error.retryAfterSeconds);
      else next(error);
    });
  };
}
