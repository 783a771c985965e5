// The demo card gateway's hosted page (outside /store-api, like a real provider): the shopper pays,
// fails or cancels, and is sent back to the storefront's finishUrl or errorUrl.
import type { FastifyInstance } from 'fastify';
import { bodyOf } from '../request.ts';
import { finishGatewayPayment, gatewaySession, type GatewayAction } from '../../domain/order/payment.ts';
import type { AppDeps } from '../deps.ts';
import { escapeHtml } from '../../domain/markup.ts';

const TEXTS = {
  en: {
    title: 'Demo payment gateway',
    order: 'Order',
    amount: 'Amount',
    pay: 'Pay now',
    fail: 'Simulate a failed payment',
    cancel: 'Cancel and return to the shop',
    used: 'This payment link has already been used or has expired.',
    note: 'This is a demonstration: no card is charged.',
  },
  pl: {
    title: 'Demonstracyjna bramka płatności',
    order: 'Zamówienie',
    amount: 'Kwota',
    pay: 'Zapłać teraz',
    fail: 'Symuluj nieudaną płatność',
    cancel: 'Anuluj i wróć do sklepu',
    used: 'Ten link do płatności został już użyty lub wygasł.',
    note: 'To demonstracja: karta nie zostanie obciążona.',
  },
  de: {
    title: 'Demo-Zahlungsseite',
    order: 'Bestellung',
    amount: 'Betrag',
    pay: 'Jetzt bezahlen',
    fail: 'Fehlgeschlagene Zahlung simulieren',
    cancel: 'Abbrechen und zum Shop zurück',
    used: 'Dieser Zahlungslink wurde bereits verwendet oder ist abgelaufen.',
    note: 'Dies ist eine Demonstration: Es wird keine Karte belastet.',
  },
} as const;

function language(header: string | undefined): keyof typeof TEXTS {
  const first = (header ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'pl' || first === 'de' ? first : 'en';
}

type GatewayRoute = { Params: { token: string } };

export function paymentGatewayRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<GatewayRoute>('/payment/demo-gateway/:token', async (request, reply) => {
    const { token } = request.params;
    const session = await gatewaySession(deps.db, token);
    const lang = language(request.headers['accept-language']);
    const t = TEXTS[lang];
    const body = session.problem
      ? `<p role="alert">${t.used}</p>`
      : `<dl><dt>${t.order}</dt><dd>${escapeHtml(session.orderNumber)}</dd><dt>${t.amount}</dt><dd>${session.amount.toFixed(2)} ${escapeHtml(session.currencyIsoCode)}</dd></dl>
         <form method="post"><button name="action" value="pay" type="submit">${t.pay}</button>
         <button name="action" value="fail" type="submit" class="secondary">${t.fail}</button>
         <button name="action" value="cancel" type="submit" class="secondary">${t.cancel}</button></form><p class="note">${t.note}</p>`;
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'")
      .send(`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2937}h1{font-size:1.4rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
form{display:grid;gap:.5rem;margin-top:1.5rem}button{padding:.75rem;font-size:1rem;border-radius:.5rem;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d4ed8}.note{color:#4b5563;font-size:.875rem}</style></head>
<body><main><h1>${t.title}</h1>${body}</main></body></html>`);
  });

  app.post<GatewayRoute>('/payment/demo-gateway/:token', async (request, reply) => {
    const { token } = request.params;
    const { action: asked } = bodyOf(request);
    const action: GatewayAction = asked === 'pay' || asked === 'fail' ? asked : 'cancel';
    const target = await finishGatewayPayment(deps.db, token, action);
    if (!target) return reply.code(204).send();
    return reply.redirect(target, 302);
  });
}
