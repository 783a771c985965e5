// The demo gateway's card fields, served like a provider's hosted fields (Stripe Elements, Adyen's
// secured fields, Mollie Components): a page the shop frames in its checkout, its script, and the
// endpoint that turns a card into a single-use token. Outside /store-api; the shop's storefront
// allows this origin in its frame-src on the checkout and "pay again" pages only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { tokenizeCard } from '../../domain/order/card-payment.ts';
import type { AppDeps } from '../deps.ts';
import { cardFieldsFrame, gatewayLanguage } from '../gateway-pages.ts';
import { bodyOf, throttleOf } from '../request.ts';

const SCRIPT = readFileSync(join(import.meta.dirname, '..', 'assets', 'card-fields.js'), 'utf8');

/** The framing shop's origin: only an http(s) origin, else nobody may frame or hear the fields. */
function originOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value ? url.origin : null;
  } catch {
    return null;
  }
}

type FieldsRoute = { Querystring: { locale?: string; origin?: string; accent?: string } };

export function cardFieldsRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<FieldsRoute>('/payment/demo-gateway/card-fields', async (request, reply) => {
    const origin = originOf(request.query.origin);
    const accent = /^[0-9a-f]{6}$/i.test(request.query.accent ?? '') ? request.query.accent : undefined;
    const language = gatewayLanguage(request.query.locale ?? request.headers['accept-language']);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors ${origin ?? "'none'"}`,
      )
      .send(cardFieldsFrame(language, origin ?? '', accent));
  });

  app.get('/payment/demo-gateway/card-fields.js', async (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(SCRIPT),
  );

  // Same origin as the frame (its script posts here), so no CORS: a page elsewhere cannot read a token.
  app.post('/payment/demo-gateway/card-tokens', async (request, reply) => {
    const body = bodyOf(request);
    const card = { number: body.number, expiry: body.expiry, securityCode: body.securityCode };
    const result = await tokenizeCard(deps.db, card, throttleOf(deps, 'cardToken', request));
    reply.header('cache-control', 'no-store');
    if (!result.ok) return reply.code(400).send({ errors: result.problems.map((code) => ({ code })) });
    return { token: result.token, last4: result.last4 };
  });
}
