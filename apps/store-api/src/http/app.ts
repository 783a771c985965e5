// The engine's HTTP server: Store API under /store-api, media under /media, health and operator
// endpoints; every error in Shopware's envelope, never an unhandled 500 page.
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { ping } from '../db/database.ts';
import type { AppDeps } from './deps.ts';
import { httpErrors, toEnvelope, type ErrorEnvelope, type ErrorEntry } from './errors.ts';
import { DomainError, domainError } from '../domain/errors.ts';
import { Throttles } from '../domain/throttles.ts';
import { registerJsonBodyParser } from './json-body.ts';
import { parseQueryString, registerQueryStringChecks } from './query-string.ts';
import { accountRoutes } from './routes/account.ts';
import { adminRoutes } from './routes/admin.ts';
import { orderRoutes } from './routes/orders.ts';
import { paymentGatewayRoutes } from './routes/payment-gateway.ts';
import { cardFieldsRoutes } from './routes/card-fields.ts';
import { testWalletPageRoutes, testWalletRoutes } from './routes/test-wallet.ts';
import { cartRoutes } from './routes/cart.ts';
import { engagementRoutes } from './routes/engagement.ts';
import { breadcrumbRoutes } from './routes/breadcrumb.ts';
import { contentRoutes } from './routes/content.ts';
import { contextRoutes } from './routes/context.ts';
import { mediaRoutes } from './routes/media.ts';
import { mediaEntityRoutes } from './routes/media-entities.ts';
import { productRoutes } from './routes/products.ts';
import { seoUrlRoutes } from './routes/seo-url.ts';
import { sitemapRoutes } from './routes/sitemap.ts';
import { systemRoutes } from './routes/system.ts';
import { registerStoreApiScope } from './store-api-scope.ts';
import { registerContractValidation } from './contract-validation.ts';
import { registerLoginAdmission } from './login-admission.ts';
import { Authenticator } from '../domain/customer/authentication.ts';
import { registerHostileInputGuard } from './hostile-input.ts';
import { loggingOptions, registerObservability } from './observability.ts';
import { metricsAccess } from './metrics-access.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { applyServerLimits, fastifyLimitOptions } from './server-limits.ts';
import { registerOversizedBodyDrain } from './oversized-body.ts';

const CORS_HEADERS =
  'sw-context-token, sw-access-key, sw-language-id, sw-version-id, sw-inheritance, sw-include-seo-urls, sw-currency-id, idempotency-key, content-type, accept, aisle-device-token';

const GATEWAY_PREFIX = '/payment/demo-gateway/';
const STORE_API_PREFIX = '/store-api';

export async function buildApp(given: AppDeps): Promise<FastifyInstance> {
  // One set of throttles for every route of this app (a test's app gets in-memory ones).
  // One authenticator for the login route and its early refusal (login-admission.ts).
  const authenticator = given.authenticator ?? new Authenticator();
  const deps: AppDeps = { ...given, throttles: given.throttles ?? new Throttles(), authenticator };
  // request.ip is the shopper's address when the peer is a trusted proxy (login throttling keys on it).
  const trustProxy = deps.config.trustedProxies.trim() === '' ? false : deps.config.trustedProxies;
  const app = Fastify({
    ...loggingOptions(deps.config.logLevel),
    bodyLimit: 1024 * 1024,
    ...fastifyLimitOptions,
    trustProxy,
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQueryString },
    // Router failures (a path that is not valid percent-encoding, an over-long parameter) happen before
    // any hook: answered here in Shopware's envelope too.
    frameworkErrors: (error, _request, reply) => {
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).code(status).send(toEnvelope(domainError(status, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', error.message)));
    },
  });

  // NUL and invalid UTF-8 refused in path, query and body; the form parser (form posts: the payment
  // gateway page; Shopware's RequestDataBag also accepts them) and the JSON parser decode strictly.
  applyServerLimits(app.server);
  registerObservability(app, metricsAccess({ allow: deps.config.metricsAllow ?? ['loopback'], token: deps.config.metricsToken }));
  registerSecurityHeaders(app, deps.config.publicUrl);
  registerHostileInputGuard(app);
  registerOversizedBodyDrain(app);
  registerJsonBodyParser(app);
  registerQueryStringChecks(app);

  app.addHook('onRequest', async (request, reply) => {
    // The payment gateway's pages answer CORS for the shop's origins only (routes/card-fields.ts).
    if (request.url.startsWith(GATEWAY_PREFIX)) return;
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-allow-headers', CORS_HEADERS);
    reply.header('access-control-expose-headers', CORS_HEADERS);
    reply.header('access-control-allow-methods', 'GET, POST, PATCH, DELETE, OPTIONS');
    if (request.method === 'OPTIONS') return reply.code(204).send();
  });

  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.status >= 500) console.error(`[store-api] ${request.method} ${request.url} answered ${error.status}: ${error.message}`);
      // A throttled request says when to come back in HTTP's terms too, beside Shopware's `meta.parameters.seconds`.
      const seconds = error.status === 429 ? error.problems[0]?.parameters?.seconds : undefined;
      if (typeof seconds === 'number') reply.header('retry-after', String(seconds));
      return reply.code(error.status).send(toEnvelope(error));
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    if (status === 500) console.error(`[store-api] ${request.method} ${request.url}:`, error);
    const code =
      status === 500
        ? 'FRAMEWORK__INTERNAL_ERROR'
        : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'FRAMEWORK__INVALID_REQUEST_BODY'
          : 'FRAMEWORK__INVALID_REQUEST_PARAMETER';
    // Fastify's own 4xx errors (body too large, unknown content type …) all carry the title 'Bad Request'.
    const entry: ErrorEntry = {
      status: String(status),
      code,
      title: status === 500 ? 'Internal Server Error' : 'Bad Request',
      detail: status === 500 ? 'An internal error occurred.' : error.message,
    };
    return reply.code(status).send({ errors: [entry] } satisfies ErrorEnvelope);
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).send(toEnvelope(httpErrors.routeNotFound(request.method, request.url))));

  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/healthz', async () => ({ status: 'ok' }));
  // Ready = the database answers (within 2 s); the storefront's /readyz and stale pages rely on it.
  app.get('/readyz', async (_request, reply) => {
    const timeout = new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('database timeout')), 2000).unref());
    try {
      await Promise.race([ping(deps.db), timeout]);
      return { status: 'ok' };
    } catch (error) {
      console.error('[store-api] readiness check failed:', error instanceof Error ? error.message : error);
      return reply.code(503).send(toEnvelope(domainError(503, 'FRAMEWORK__SERVICE_UNAVAILABLE', 'The database does not answer.')));
    }
  });
  adminRoutes(app, deps);
  mediaRoutes(app, deps);
  paymentGatewayRoutes(app, deps);
  cardFieldsRoutes(app, deps);
  testWalletPageRoutes(app, deps);

  await app.register(
    async (scope) => {
      // Before the scope's session work: a login its lane cannot take is refused at once.
      registerLoginAdmission(scope, authenticator);
      registerStoreApiScope(scope, deps);
      // Bodies and query strings of the routes below are checked against the contract (ADR 0056).
      registerContractValidation(scope, STORE_API_PREFIX);
      contextRoutes(scope, deps);
      systemRoutes(scope, deps);
      seoUrlRoutes(scope, deps);
      contentRoutes(scope, deps);
      breadcrumbRoutes(scope, deps);
      mediaEntityRoutes(scope, deps);
      productRoutes(scope, deps);
      sitemapRoutes(scope, deps);
      accountRoutes(scope, deps);
      engagementRoutes(scope, deps);
      cartRoutes(scope, deps);
      orderRoutes(scope, deps);
      testWalletRoutes(scope, deps);
    },
    { prefix: STORE_API_PREFIX },
  );
  return app;
}
