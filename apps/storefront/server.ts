// Production server of the storefront: express 5 + React Router's request handler, with
// compression, security headers (CSP nonce per request), CSRF protection for actions, immutable
// caching of hashed assets, a full-HTML cache of anonymous pages, /healthz, /readyz, stale pages while the Store API is down and a graceful shutdown. Runs with Node's type stripping.
import './server/production-env.ts';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import express from 'express';
import cluster from 'node:cluster';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouterContextProvider, ServerBuild } from 'react-router';
import { isForbiddenCrossSiteWrite } from './server/csrf.ts';
import { isUsableHost } from './server/host-header.ts';
import { createNonce, securityHeaders, type PaymentSources } from './server/security.ts';
import { isPaymentPage } from './server/payment-pages.ts';
import { metricsAccess } from './server/metrics-access.ts';
import { createAdmission } from './server/admission.ts';
import { backPressure } from './server/back-pressure.ts';
import { createLimitedServer } from './server/server-limits.ts';
import { signInGate } from './server/sign-in-gate.ts';
import { randomSecret } from '@aisle/login-lanes';
import { CLIENT_IP_HEADER } from './app/lib/http/client-ip.ts';
import { ConfigError, readServerConfig, type ServerConfig } from './app/lib/config.server.ts';
import { publicUrlRequest } from './server/public-url.ts';
import { requestOriginScope } from './server/request-origin.ts';
import { requestIdAndMetrics } from './server/observability.ts';
import { storefrontMetrics } from './app/lib/metrics.server.ts';
import { vitalsEndpoint } from './server/vitals.ts';
import { VITALS_PATH } from './app/features/analytics/vitals.ts';
import { watchEngineHealth } from './app/lib/http/engine-health.ts';
import { staleIfDown } from './server/stale-if-down.ts';
import { htmlCache } from './server/html-cache.ts';
import { markIncomplete } from './server/capture-response.ts';
import { createCacheStore } from '@aisle/cache-store';
import { BUILD_HEADER } from './app/lib/build-reload.ts';
import { loadMerchantConfig, type LoadedConfig } from './server/merchant-config.ts';
import { merchantAssets } from './server/merchant-assets.ts';
import { marketProblem, readSalesChannelFacts } from './server/market-check.ts';
import { installMerchantConfig } from './app/lib/merchant/config.ts';
import { createHash } from 'node:crypto';

const BUILD_DIR = join(import.meta.dirname, 'build');
function configOrExit(): ServerConfig {
  try {
    return readServerConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
// No STOREFRONT_SECRET (and no cluster primary that chose one): one for this process, in the environment
// so that the build's request code, which reads it from there, signs device cookies as this server checks them.
process.env.STOREFRONT_SECRET ||= randomSecret();
const config = configOrExit();
const { port, host, endpoint } = config;
// Only one process of a cluster speaks for the configuration: the lines are the same in every worker.
const speaks = cluster.isPrimary || cluster.worker?.id === 1;

/** The merchant's file (aisle.config.ts or AISLE_CONFIG), checked against the Store API's languages. */
async function merchantConfigOrExit(): Promise<LoadedConfig> {
  try {
    const loaded = await loadMerchantConfig(process.env, { publicUrl: config.publicUrl });
    const facts = await readSalesChannelFacts(endpoint, config.accessKey).catch((error: unknown) => {
      if (speaks) console.warn(`[storefront] markets not checked: the Store API did not answer (${error instanceof Error ? error.message : String(error)})`);
      return undefined;
    });
    const problem = facts && marketProblem(loaded.config.markets, facts);
    if (problem) throw new ConfigError(`${loaded.file ?? 'aisle.config'}: ${problem}`);
    return loaded;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const merchant = await merchantConfigOrExit();
if (speaks) for (const warning of merchant.warnings) console.warn(`[storefront] ${warning}`);
// Before the build is imported: its modules read the configuration from here.
installMerchantConfig(merchant.public);
/** Cached pages of another configuration (another brand, other markets) are not this one's. */
const configVersion = createHash('sha256').update(JSON.stringify(merchant.public)).digest('hex').slice(0, 12);
// Images come from the Store API host; a malformed endpoint stops the server here, not per request.
const mediaOrigin = new URL(endpoint).origin;

/** The host of a market with a host of its own that a request names (Host, or a trusted X-Forwarded-Host). */
const marketHosts = new Set(merchant.public.markets.flatMap((market) => (market.host ? [market.host] : [])));
const marketHost = (request: express.Request): string | undefined => {
  const hostname = request.hostname.toLowerCase();
  return marketHosts.has(hostname) ? hostname : undefined;
};

const build = (await import(pathToFileURL(join(BUILD_DIR, 'server', 'index.js')).href)) as ServerBuild;
// entry.server.tsx exports the factory, so the context keys are the bundle's own instances.
const entry = build.entry.module as ServerBuild['entry']['module'] & {
  createLoadContext: (nonce: string, onStreamFailure: () => void) => RouterContextProvider;
  paymentContentSecurity: (storeApiOrigin: string) => PaymentSources;
  expressFormTargets: (storeApiOrigin: string) => string[];
};
// The payment components' origins (the demo gateway's card fields are on the Store API's origin).
const paymentSources = entry.paymentContentSecurity(mediaOrigin);

const app = express();
app.disable('x-powered-by');

// The two things a request may hold of this process (server/released-once.test.ts): a render slot
// (back-pressure) and the lead of a page's render in the full-HTML cache. /metrics reads both.
const admission = createAdmission(config.admission);
const cacheStore = createCacheStore({ namespace: config.cachePrefix, redisUrl: config.redisUrl, label: 'storefront' });
const pageCache = htmlCache({
  store: cacheStore,
  build: `${build.assets.version}:${configVersion}`,
  publicHost: config.publicUrl ? new URL(config.publicUrl).host : undefined,
  marketHost,
  onLookup: (hit) => storefrontMetrics().htmlCache.inc({ result: hit ? 'hit' : 'miss' }),
});
// Behind a reverse proxy, STOREFRONT_TRUSTED_PROXIES names it, so request.ip is the shopper's.
app.set('trust proxy', config.trustedProxies);

// Request id (to the Store API and back), JSON request logs and metrics for everything below.
app.use(requestIdAndMetrics());

// Where forms may lead besides this origin: the other markets' hosts (the language switch redirects
// there) and, on payment pages, the payment gateways — the demo's on the Store API host, the merchant's
// (payment.gateways) and those of the payment components.
const marketOrigins = [...marketHosts].flatMap((hostname) => [`https://${hostname}`, ...(config.publicUrl?.startsWith('http:') ? [`http://${hostname}`] : [])]);
// The express wallets' approval pages: their buttons are on every page (the side cart).
const pageFormTargets = [...marketOrigins, ...entry.expressFormTargets(mediaOrigin)];
const paymentFormTargets = [...pageFormTargets, mediaOrigin, ...merchant.config.payment.gateways, ...paymentSources.formAction];

// Security headers on every answer, /metrics and health checks included (HSTS only for an https shop).
const https = config.publicUrl?.startsWith('https:') ?? false;
app.use((request, response, next) => {
  const nonce = createNonce();
  response.locals.nonce = nonce;
  const payment = isPaymentPage(request.path) ? paymentSources : undefined;
  const formTargets = payment ? paymentFormTargets : pageFormTargets;
  response.set(securityHeaders(nonce, mediaOrigin, { https, tagManager: config.gtmId !== undefined, payment, formTargets }));
  next();
});

// Metrics for the machine itself (or STOREFRONT_METRICS_ALLOW) and bearers of METRICS_TOKEN only.
const mayReadMetrics = metricsAccess({ allow: config.metricsAllow, token: config.metricsToken });
app.get('/metrics', async (request, response) => {
  const forwardedFor = request.headers['x-forwarded-for'];
  const allowed = mayReadMetrics({
    peer: request.socket.remoteAddress,
    forwardedFor: Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
    authorization: request.get('authorization'),
  });
  if (!allowed) {
    response.status(403).type('text/plain').send('Forbidden');
    return;
  }
  const metrics = storefrontMetrics();
  // Read at the scrape, not only when they change: what is held now is what an operator must see.
  metrics.admission.set({ state: 'running' }, admission.running);
  metrics.admission.set({ state: 'waiting' }, admission.waiting);
  metrics.htmlCacheLeaders.set(pageCache.leaders);
  response.type(metrics.registry.contentType).send(await metrics.registry.metrics());
});

app.get('/healthz', (_request, response) => {
  response.type('text/plain').send('ok');
});

// Ready when the Store API answers its own /readyz (which checks its database).
const engineHealth = watchEngineHealth(endpoint);
app.get('/readyz', async (_request, response) => {
  const ready = await engineHealth.check();
  response
    .status(ready ? 200 : 503)
    .type('text/plain')
    .send(ready ? 'ok' : 'Store API unreachable');
});

// A Host (or trusted X-Forwarded-Host) no URL can be built from is a malformed request, not a 500.
app.use((request, response, next) => {
  if (isUsableHost(request.get('host')) && isUsableHost(request.hostname)) return next();
  response.status(400).type('text/plain').send('Bad Request: invalid Host header');
});

app.use(compression());

// Every answer names its build: an older tab's next navigation then loads the new one (app/lib/build-reload.ts).
app.use((_request, response, next) => {
  response.set(BUILD_HEADER, build.assets.version);
  next();
});

app.use((request, response, next) => {
  const origin = { host: request.get('host'), origin: request.get('origin'), referer: request.get('referer'), path: request.path };
  if (isForbiddenCrossSiteWrite({ method: request.method, ...origin })) {
    response.status(403).type('text/plain').send('Forbidden: cross-site request');
    return;
  }
  next();
});

// Core Web Vitals the browsers of shoppers who allowed statistics send (ADR 0060), into /metrics.
app.post(VITALS_PATH, vitalsEndpoint({ registry: storefrontMetrics().registry }));

// Vite fingerprints everything under /assets: cache it for a year. The build writes each script and stylesheet
// also brotli-compressed at the highest quality and gzipped (vite.config.ts): served as they are, 14 % smaller than
// what the compression middleware makes on the fly, at no CPU cost per request (ADR 0060).
app.use(
  '/assets',
  expressStaticGzip(join(BUILD_DIR, 'client', 'assets'), {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { immutable: true, maxAge: '1y', index: false },
  }),
);
app.use(express.static(join(BUILD_DIR, 'client'), { maxAge: '1h', index: false }));
// public/ as it is now (a logo put there after the last build), and the files the configuration names beside itself.
app.use(express.static(join(import.meta.dirname, 'public'), { maxAge: '1h', index: false }));
app.use(merchantAssets(merchant.assets));

// The shopper's IP for the Store API client (overwriting whatever the client sent in this header).
app.use((request, _response, next) => {
  request.headers[CLIENT_IP_HEADER] = request.ip ?? request.socket.remoteAddress ?? '';
  next();
});

// Whole anonymous pages from the shared cache store (Redis with REDIS_URL, shared by all instances).
app.use(pageCache);

// Engine down: anonymous pages from their last good copy, the rest the 503 page with Retry-After.
app.use(staleIfDown(engineHealth, undefined, marketHost));

// Behind a TLS-terminating proxy, PUBLIC_URL makes canonical, hreflang, og:url and payment return URLs https.
if (config.publicUrl) app.use(publicUrlRequest(config.publicUrl, (hostname) => marketHosts.has(hostname)));

// The rest of the request (its markets, the busy page, the render) knows the origin it was addressed to.
app.use(requestOriginScope());

// Sign-in posts in two bounded lanes: strangers' guesses are refused at once, past a few, before they cost a render.
app.use(signInGate(process.env.STOREFRONT_SECRET));

// Back-pressure: a few renders at a time per process, a short queue, the busy page beyond it.
app.use(backPressure(admission, storefrontMetrics()));

// Mounted without a path pattern: a malformed percent-encoding (`/%E0%A4%A`) must reach the
// catch-all (which answers 404) instead of failing express' parameter decoding with a bare 400.
app.use(
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
    getLoadContext: (_request, response) => entry.createLoadContext(String(response.locals.nonce), () => markIncomplete(response)),
  }),
);

const server = createLimitedServer(app).listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  // Under cluster.ts the primary says it once all workers listen.
  if (cluster.isPrimary) console.log(`Storefront listening on http://localhost:${actualPort}`);
});

let shuttingDown = false;
function shutdown(): void {
  if (shuttingDown) return;
  shuttingDown = true;
  engineHealth.stop();
  server.close(() => {
    void cacheStore.close().finally(() => process.exit(0));
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
// A worker whose primary has gone (killed without a chance to stop it) stops too.
if (cluster.isWorker) process.once('disconnect', shutdown);
