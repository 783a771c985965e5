// The demo card gateway's hosted page (outside /store-api, like a real provider): the shopper pays,
// fails or cancels, and is sent back to the storefront's finishUrl or errorUrl. For the card fields'
// method the page takes the card itself (the way without JavaScript), and a card that asks for
// authentication gets the challenge page under the same address.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bodyOf } from '../request.ts';
import { finishGatewayPayment, gatewaySession, type GatewayAction, type GatewaySession } from '../../domain/order/payment.ts';
import { payOnHostedPage } from '../../domain/order/hosted-card.ts';
import type { CardProblem } from '../../domain/order/card-rules.ts';
import type { AppDeps } from '../deps.ts';
import { escapeHtml } from '../../domain/markup.ts';
import { textOf } from '../../domain/validation/rules.ts';
import { cardFields, gatewayLanguage, gatewayPage, gatewayTexts, type CardFieldValues, type GatewayLanguage } from '../gateway-pages.ts';

type GatewayRoute = { Params: { token: string } };

function pageBody(session: GatewaySession, language: GatewayLanguage, problems: readonly CardProblem[], values: CardFieldValues): string {
  const t = gatewayTexts(language);
  if (session.problem) return `<p role="alert">${t.used}</p>`;
  const summary = `<dl><dt>${t.order}</dt><dd>${escapeHtml(session.orderNumber)}</dd><dt>${t.amount}</dt><dd>${session.amount.toFixed(2)} ${escapeHtml(session.currencyIsoCode)}</dd></dl>`;
  const cancel = `<button name="action" value="cancel" type="submit" class="secondary" formnovalidate>${t.cancel}</button>`;
  if (session.kind === 'challenge')
    return `${summary}<p>${t.challengeText}</p><form method="post"><button name="action" value="pay" type="submit">${t.confirm}</button>
      <button name="action" value="fail" type="submit" class="secondary">${t.refuse}</button></form><p class="note">${t.note}</p>`;
  if (session.handler === 'card')
    return `${summary}<form method="post" novalidate>${cardFields(t, problems, values)}<button name="action" value="card" type="submit">${t.pay}</button>${cancel}</form><p class="note">${t.note}</p>`;
  return `${summary}<form method="post"><button name="action" value="pay" type="submit">${t.pay}</button>
    <button name="action" value="fail" type="submit" class="secondary">${t.fail}</button>${cancel}</form><p class="note">${t.note}</p>`;
}

function sendPage(
  reply: FastifyReply,
  session: GatewaySession,
  language: GatewayLanguage,
  problems: readonly CardProblem[] = [],
  values: CardFieldValues = {},
) {
  const t = gatewayTexts(language);
  return reply
    .code(problems.length > 0 ? 400 : 200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'")
    .send(gatewayPage(language, session.kind === 'challenge' && !session.problem ? t.challengeTitle : t.title, pageBody(session, language, problems, values)));
}

const text = (value: unknown) => textOf(value) ?? '';

export function paymentGatewayRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<GatewayRoute>('/payment/demo-gateway/:token', async (request, reply) => {
    const session = await gatewaySession(deps.db, request.params.token);
    return sendPage(reply, session, gatewayLanguage(request.headers['accept-language']));
  });

  app.post<GatewayRoute>('/payment/demo-gateway/:token', async (request, reply) => {
    const { token } = request.params;
    const body = bodyOf(request);
    if (body.action === 'card') {
      const card = { number: body.number, expiry: body.expiry, securityCode: body.securityCode };
      const result = await payOnHostedPage(deps.db, token, card);
      if (result.kind === 'invalid') {
        const session = await gatewaySession(deps.db, token);
        // The number and expiry come back as typed (the security code never does).
        return sendPage(reply, session, gatewayLanguage(request.headers['accept-language']), result.problems, {
          number: text(body.number),
          expiry: text(body.expiry),
        });
      }
      if (result.kind === 'challenge') return reply.redirect(`/payment/demo-gateway/${encodeURIComponent(token)}`, 303);
      return result.url ? reply.redirect(result.url, 302) : reply.code(204).send();
    }
    const action: GatewayAction = body.action === 'pay' || body.action === 'fail' ? body.action : 'cancel';
    const session = await gatewaySession(deps.db, token);
    // The card fields' method is paid only with a card (or after its challenge), never by the bare button.
    const allowed = session.handler !== 'card' || session.kind === 'challenge' || action === 'cancel' ? action : 'cancel';
    const target = await finishGatewayPayment(deps.db, token, allowed);
    if (!target) return reply.code(204).send();
    return reply.redirect(target, 302);
  });
}
