// The demo gateway's card fields, served like a provider's hosted fields (Stripe Elements, Adyen's
// secured fields, Mollie Components): a page the shop frames in its checkout, its script, and the
// endpoint that turns a card into a single-use token. Outside /store-api, and as strict as a real
// provider (docs/payment-gateway.md): the shop names itself with its sales channel's access key, only
// that shop's origins may frame the fields, hear their messages or call the token endpoint from a
// browser (no `Access-Control-Allow-Origin: *`), and a token pays one order of that shop over the
// amount it was asked for.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { paymentAmountOf, tokenizeCard } from '../../domain/order/card-payment.ts';
import { gatewayShop, httpOrigin, isShopOrigin } from '../../domain/order/gateway-shop.ts';
import type { AppDeps } from '../deps.ts';
import { cardFieldsFrame, gatewayLanguage, gatewayPage, gatewayTexts } from '../gateway-pages.ts';
import { bodyOf, publicBaseUrl, throttleOf } from '../request.ts';

const SCRIPT = readFileSync(join(import.meta.dirname, '..', 'assets', 'card-fields.js'), 'utf8');
const FIELDS_PATH = '/payment/demo-gateway/card-fields';
const TOKENS_PATH = '/payment/demo-gateway/card-tokens';

/** The framing shop's origin exactly as sent (`https://shop.example`, no path), else null. */
function exactOrigin(value: unknown): string | null {
  const origin = httpOrigin(value);
  return origin !== null && origin === value ? origin : null;
}

/** The CSP of a fields page: framed by `ancestor` only (or by nobody). */
const fieldsPolicy = (ancestor: string | null) =>
  `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors ${ancestor ?? "'none'"}`;

type FieldsRoute = { Querystring: { locale?: string; origin?: string; accent?: string; key?: string } };

/** Browser calls to the token endpoint: only from the gateway's own pages or the shop's origins, answered with CORS for those only. */
async function allowedCaller(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, shopOrigins: ReadonlySet<string> | null): Promise<boolean> {
  const origin = request.headers.origin;
  reply.header('vary', 'Origin');
  if (origin === undefined) return true; // not a browser's cross-site call (a server, a test, a same-origin GET)
  if (origin === publicBaseUrl(request, deps.config.publicUrl)) return true;
  const allowed = shopOrigins ? shopOrigins.has(origin) : await isShopOrigin(deps.db, origin, [deps.config.storefrontUrl]);
  if (!allowed) return false;
  reply.header('access-control-allow-origin', origin);
  return true;
}

export function cardFieldsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const configured = () => [deps.config.storefrontUrl];

  app.get<FieldsRoute>(FIELDS_PATH, async (request, reply) => {
    const language = gatewayLanguage(request.query.locale ?? request.headers['accept-language']);
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    const shop = await gatewayShop(deps.db, request.query.key, configured());
    const origin = exactOrigin(request.query.origin);
    // An unknown shop, or a page that is not one of the shop's, gets no fields and may frame nothing.
    if (!shop || origin === null || !shop.origins.has(origin)) {
      const texts = gatewayTexts(language);
      return reply
        .code(shop ? 403 : 400)
        .header('content-security-policy', fieldsPolicy(null))
        .send(gatewayPage(language, texts.title, `<p role="alert">${texts.unavailable}</p>`));
    }
    const accent = /^[0-9a-f]{6}$/i.test(request.query.accent ?? '') ? request.query.accent : undefined;
    return reply
      .header('content-security-policy', fieldsPolicy(origin))
      .send(cardFieldsFrame(language, { parentOrigin: origin, accessKey: request.query.key ?? '' }, accent));
  });

  app.get('/payment/demo-gateway/card-fields.js', async (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(SCRIPT),
  );

  // The frame's script posts here from the gateway's own origin; a shop's origin may too (its own
  // script, as a provider's JS SDK does). Anybody else's browser is refused and learns nothing.
  app.options(TOKENS_PATH, async (request, reply) => {
    if (!(await allowedCaller(deps, request, reply, null))) return reply.code(403).send();
    return reply.header('access-control-allow-methods', 'POST').header('access-control-allow-headers', 'content-type').code(204).send();
  });

  app.post(TOKENS_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = bodyOf(request);
    const shop = await gatewayShop(deps.db, body.key, configured());
    if (!(await allowedCaller(deps, request, reply, shop?.origins ?? new Set()))) return reply.code(403).send({ errors: [{ code: 'origin_not_allowed' }] });
    if (!shop) return reply.code(400).send({ errors: [{ code: 'shop_unknown' }] });
    const amount = paymentAmountOf(body.amount, body.currency);
    if (!amount) return reply.code(400).send({ errors: [{ code: 'amount_invalid' }] });
    const card = { number: body.number, expiry: body.expiry, securityCode: body.securityCode };
    const result = await tokenizeCard(deps.db, card, { salesChannelId: shop.salesChannelId, ...amount }, throttleOf(deps, 'cardToken', request));
    if (!result.ok) return reply.code(400).send({ errors: result.problems.map((code) => ({ code })) });
    return { token: result.token, last4: result.last4 };
  });
}
