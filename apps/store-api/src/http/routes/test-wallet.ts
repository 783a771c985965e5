// The demo engine's express wallet, "Test wallet" (docs/payment-gateway.md, "Express checkout"), with
// SwagPayPal's express routes as the model: /store-api/test-wallet/express/create-order (the cart's
// total → a wallet order and the address of its approval page), the approval page on the gateway's
// paths (Approve / Cancel), and /store-api/test-wallet/express/prepare-checkout (the approved order →
// a guest customer logged into a new context). The order is paid by /handle-payment with
// `paymentDetails.walletToken` (domain/order/payment.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { startCustomerSession } from '../../domain/customer/authentication.ts';
import { register } from '../../domain/customer/registration.ts';
import { readCart } from '../../domain/cart/cart-service.ts';
import { domainError } from '../../domain/errors.ts';
import { gatewayShop } from '../../domain/order/gateway-shop.ts';
import { bindWalletCustomer, claimWalletApproval, createWalletOrder, decideWalletOrder, walletSession } from '../../domain/order/test-wallet.ts';
import { shopReturnUrl, testPayerFor, type WalletPayer } from '../../domain/order/wallet-rules.ts';
import { paymentAmountOf } from '../../domain/order/card-payment.ts';
import type { AppDeps } from '../deps.ts';
import { gatewayLanguage } from '../gateway-pages.ts';
import { bodyOf, catalogContextOf, contextOf, publicBaseUrl, throttleOf } from '../request.ts';
import { walletPage } from '../wallet-pages.ts';

const WALLET_PAGE_PATH = '/payment/demo-gateway/wallet';

type WalletPageRoute = { Params: { token: string }; Querystring: { locale?: string } };

/** The Store API routes (registered in the /store-api scope). */
export function testWalletRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  // Like SwagPayPal's create-order: made from the context's current cart, which it does not change.
  app.post('/test-wallet/express/create-order', async (request) => {
    const ctx = contextOf(request);
    const input = bodyOf(request);
    const cc = await catalogContextOf(deps, request, false);
    const shop = await gatewayShop(db, ctx.salesChannel.access_key, [deps.config.storefrontUrl]);
    const returnUrl = shopReturnUrl(input.returnUrl, shop?.origins ?? new Set());
    const cancelUrl = shopReturnUrl(input.cancelUrl, shop?.origins ?? new Set());
    if (!returnUrl || !cancelUrl)
      throw domainError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', 'The parameters "returnUrl" and "cancelUrl" must be addresses of this shop.', {
        parameter: returnUrl ? 'cancelUrl' : 'returnUrl',
      });
    const cart = (await readCart(db, ctx, cc)).cart as { price?: { totalPrice?: unknown }; lineItems?: unknown[] };
    const [currency] = await db.query<{ iso_code: string }>('SELECT iso_code FROM currency WHERE id = $1', [cc.price.currencyId]);
    const amount = paymentAmountOf(cart.price?.totalPrice, currency?.iso_code);
    // A cart worth nothing has nothing to approve (SwagPayPal refuses it too).
    if (!amount || !Array.isArray(cart.lineItems) || cart.lineItems.length === 0) throw domainError(400, 'CHECKOUT__CART_EMPTY', 'Cart is empty');
    const [country] = await db.query<{ iso: string }>('SELECT iso FROM country WHERE id = $1', [ctx.payload.countryId ?? ctx.salesChannel.country_id]);
    const token = await createWalletOrder(db, {
      salesChannelId: ctx.salesChannel.id,
      contextToken: ctx.token,
      amount: amount.amount,
      currency: amount.currency,
      returnUrl,
      cancelUrl,
      payer: testPayerFor(country?.iso),
    });
    const redirectUrl = `${publicBaseUrl(request, deps.config.publicUrl)}${WALLET_PAGE_PATH}/${token}`;
    return { token, redirectUrl, apiAlias: 'test_wallet_express_order' };
  });

  // Like SwagPayPal's prepare-checkout: the approved payer becomes a guest customer of a new context
  // (ContextTokenResponse); a customer already logged in keeps their account and context.
  app.post('/test-wallet/express/prepare-checkout', async (request, reply) => {
    const ctx = contextOf(request);
    const input = bodyOf(request);
    const payer = await claimWalletApproval(db, input.token, ctx.salesChannel.id, ctx.token);
    const token = String(input.token);
    if (ctx.payload.customerId) {
      await bindWalletCustomer(db, token, ctx.payload.customerId);
      reply.header('sw-context-token', ctx.token);
      return { contextToken: ctx.token, apiAlias: 'array_struct' };
    }
    const { customer } = await register(db, deps.mailer, ctx, await guestRegistration(deps, payer), throttleOf(deps, 'registration', request));
    await bindWalletCustomer(db, token, customer.id);
    const contextToken = await startCustomerSession(db, ctx, customer);
    reply.header('sw-context-token', contextToken);
    return { contextToken, apiAlias: 'array_struct' };
  });
}

/** SwagPayPal's guest registration from the payer: salutation "not specified", data protection accepted, the billing address = the shipping address. */
async function guestRegistration(deps: AppDeps, payer: WalletPayer): Promise<Record<string, unknown>> {
  const [country] = await deps.db.query<{ id: string }>('SELECT id FROM country WHERE iso = $1', [payer.countryIso]);
  return {
    guest: true,
    firstName: payer.firstName,
    lastName: payer.lastName,
    email: payer.email,
    acceptedDataProtection: true,
    billingAddress: {
      firstName: payer.firstName,
      lastName: payer.lastName,
      street: payer.street,
      zipcode: payer.zipcode,
      city: payer.city,
      countryId: country?.id ?? '',
    },
  };
}

/** The approval page (outside /store-api, on the gateway's paths: no CORS, never framed). */
export function testWalletPageRoutes(app: FastifyInstance, deps: AppDeps): void {
  const send = (language: ReturnType<typeof gatewayLanguage>, html: string, reply: FastifyReply, status = 200) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'")
      .send(html);

  app.get<WalletPageRoute>(`${WALLET_PAGE_PATH}/:token`, async (request, reply) => {
    const language = gatewayLanguage(request.query.locale ?? request.headers['accept-language']);
    const session = await walletSession(deps.db, request.params.token);
    return send(language, walletPage(language, session), reply, session.usable ? 200 : 410);
  });

  app.post<WalletPageRoute>(`${WALLET_PAGE_PATH}/:token`, async (request, reply) => {
    const language = gatewayLanguage(request.query.locale ?? request.headers['accept-language']);
    const decision = bodyOf(request).action === 'approve' ? 'approve' : 'cancel';
    const target = await decideWalletOrder(deps.db, request.params.token, decision);
    if (target) return reply.redirect(target, 303);
    return send(language, walletPage(language, await walletSession(deps.db, request.params.token)), reply, 410);
  });
}
