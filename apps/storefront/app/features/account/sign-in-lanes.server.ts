// Sign-in posts of this storefront process in two bounded lanes (ADR 0048): strangers' and known
// devices' (device-cookie.ts). Each login costs the Store API a password hash of several hundred ms;
// a flood of guesses fills the strangers' lane and every further guess is refused at once (429 with
// Retry-After) instead of queueing — before it costs the Store API anything — while a returning
// customer's sign-in goes through its own lane. Per process: a cluster of N workers admits N times as many.
import { Lane } from '@aisle/login-lanes';

const LANES = {
  strangers: new Lane({ concurrency: 2, queue: 2, retryAfterSeconds: 2 }),
  known: new Lane({ concurrency: 4, queue: 8, retryAfterSeconds: 2 }),
};

export const signInLane = (knownDevice: boolean): Lane => (knownDevice ? LANES.known : LANES.strangers);
