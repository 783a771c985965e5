// One @shopware/api-client per request: the visitor's context token in, a replaced token out.
import { ApiClientError, createAPIClient } from '@shopware/api-client';
import { DEVICE_TOKEN_HEADER } from '@aisle/login-lanes';
import type { operations } from './types.ts';
import { DEFAULT_STORE_API_CONCURRENCY, type StorefrontConfig } from '../config.server.ts';
import { createPreconditionHintScheduler } from './precondition-hint.ts';
import { shouldRetry } from './retry-policy.ts';
import { createCallLimiter, VisitorGone, type CallLimiter } from './call-limiter.ts';
import { storefrontMetrics } from '../metrics.server.ts';

type BaseClient = ReturnType<typeof createAPIClient<operations>>;
export type StoreApiClient = Pick<BaseClient, 'invoke' | 'defaultHeaders'>;

export interface StoreApiSession {
  api: StoreApiClient;
  /** The token to keep in the visitor's cookie after this request. */
  contextToken(): string | undefined;
  /** True when the Store API handed out a different token than the visitor sent. */
  tokenChanged(): boolean;
  /** The device token the Store API answered a login with (the embedded engine does, ADR 0048; Shopware does not). */
  deviceToken(): string | undefined;
}

const preconditionHint = createPreconditionHintScheduler();
const metrics = storefrontMetrics();
/** One per process, sized by the configuration of the first session (STOREFRONT_API_CONCURRENCY). */
let limitCall: CallLimiter | undefined;

/**
 * Sends one Store API call when the process has a free slot (call-limiter.ts), times it from then
 * and retries it once where the operation allows (see retry-policy.ts).
 */
async function withPolicy<T>(operation: string, call: () => Promise<T>, limit: CallLimiter, signal?: AbortSignal): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    let started = performance.now();
    const observe = (status: string) =>
      metrics.storeApiSeconds.observe({ operation: operation.split(' ')[0] ?? operation, status }, (performance.now() - started) / 1000);
    try {
      const result = await limit(() => {
        started = performance.now();
        return call();
      }, signal);
      observe('ok');
      return result;
    } catch (error) {
      if (error instanceof VisitorGone) throw error;
      observe(error instanceof ApiClientError ? String(error.status) : 'network');
      if (!(error instanceof ApiClientError) || !shouldRetry(operation, error.status, attempt)) throw error;
    }
  }
}

/**
 * `clientIp` is the shopper's address (server.ts puts it on the request, see client-ip.ts); it goes
 * to the engine as X-Forwarded-For, which the engine believes from its trusted proxies only.
 */
export function createStoreApiSession(
  config: Pick<StorefrontConfig, 'endpoint' | 'accessKey' | 'storeApiConcurrency'>,
  contextToken: string | undefined,
  clientIp?: string,
  requestId?: string,
  /** The visitor's request: once it is closed, calls still waiting for a slot are not sent (call-limiter.ts). */
  signal?: AbortSignal,
): StoreApiSession {
  let token = contextToken;
  let deviceToken: string | undefined;
  const headers: Record<string, string> = {};
  if (clientIp) headers['x-forwarded-for'] = clientIp;
  // The visitor's request id, so the engine's log lines of this page carry it too.
  if (requestId) headers['x-request-id'] = requestId;
  const base = createAPIClient<operations>({
    baseURL: config.endpoint,
    accessToken: config.accessKey,
    contextToken,
    ...(Object.keys(headers).length > 0 ? { defaultHeaders: headers } : {}),
    // Retries are decided per operation below; ofetch's own method-based retry stays off.
    fetchOptions: { retry: 0, timeout: 15_000 },
  });
  base.hook('onResponseError', (response) => preconditionHint.onStatus(response.status, config.endpoint));
  limitCall ??= createCallLimiter(config.storeApiConcurrency ?? DEFAULT_STORE_API_CONCURRENCY);
  const limit = limitCall;

  // A Proxy keeps the client's own generic signature of invoke, so every call stays typed by its operation.
  const invoke = new Proxy(base.invoke, {
    apply: (target, thisArg, args: unknown[]) => {
      const [operation, params] = args;
      const sent = token;
      const tracked = withTokenTracking(isRecord(params) ? params : {}, sent, {
        contextToken: (received) => (token = received),
        deviceToken: (received) => (deviceToken = received),
      });
      const call = [operation, tracked];
      return withPolicy(String(operation), () => Reflect.apply(target, thisArg, call), limit, signal);
    },
  });

  return {
    api: { invoke, defaultHeaders: base.defaultHeaders },
    contextToken: () => token,
    tokenChanged: () => token !== undefined && token !== contextToken,
    deviceToken: () => deviceToken,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * One call's parameters with the visitor's current token and a response hook that reports a token
 * change made by this call. The client's own rule ("a response token unlike the last one is the new
 * token") breaks when calls run in parallel, as the root and page loaders do: a slower read sent
 * before a login echoes the old token after the login's new one, and the visitor silently stays
 * logged out. Here only a token unlike the one the call was sent with counts, and every call sends
 * the token as it is now. A publicly cacheable response may come from a shared cache with another
 * visitor's token and is ignored, as the client itself does. A device token (a login's answer) is handed on as it comes.
 */
function withTokenTracking(
  params: Record<string, unknown>,
  sent: string | undefined,
  received: { contextToken: (token: string) => void; deviceToken: (token: string) => void },
): Record<string, unknown> {
  const headers = isRecord(params.headers) ? params.headers : {};
  const fetchOptions = isRecord(params.fetchOptions) ? params.fetchOptions : {};
  return {
    ...params,
    headers: sent ? { ...headers, 'sw-context-token': sent } : headers,
    fetchOptions: {
      ...fetchOptions,
      // Replaces the client's own onResponse for this call (ofetch: call options override defaults).
      onResponse: ({ response }: { response: Response }) => {
        if (/(?:^|,)\s*public\s*(?:,|$)/i.test(response.headers.get('cache-control') ?? '')) return;
        const device = response.headers.get(DEVICE_TOKEN_HEADER);
        if (device) received.deviceToken(device);
        const token = response.headers.get('sw-context-token');
        if (token && token !== sent) received.contextToken(token);
      },
    },
  };
}
