// A login whose password lane is full (ADR 0048) is refused before anything is spent on it: before the
// body is parsed, the sales channel and session are read or a session is created. A flood of strangers
// then costs the engine a header check per request, not a round of database work that would slow every
// other request, the known customer's among them.
import { DEVICE_TOKEN_HEADER } from '@aisle/login-lanes';
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../domain/customer/authentication.ts';
import { authThrottled } from '../domain/customer/password.ts';
import { headerOf } from './request.ts';

export function registerLoginAdmission(app: FastifyInstance, authenticator: Authenticator): void {
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'POST' || request.routeOptions.url !== '/store-api/account/login') return;
    const seconds = authenticator.refusal(headerOf(request, DEVICE_TOKEN_HEADER));
    if (seconds !== undefined) throw authThrottled(seconds);
  });
}
