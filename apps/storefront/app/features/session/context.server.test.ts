// The locale → session language rule against a small local HTTP server standing in for the Store API.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStoreApiSession } from '../../lib/store-api/client.server.ts';
import { syncSessionContext } from './context.server.ts';
import { DEMO_CONFIG, installMerchantConfig } from '../../lib/merchant/config.ts';

const LANGUAGES = { 'en-GB': 'e'.repeat(32), 'pl-PL': 'p'.repeat(32), 'de-DE': 'd'.repeat(32) };
let sessionLanguage = LANGUAGES['en-GB'];
let requests: { method: string; path: string; body: string; language: string | undefined; currency?: string | undefined }[] = [];
const FRANC = 'f'.repeat(32);
let server: Server;
let endpoint: string;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const path = (request.url ?? '').replace('/store-api', '');
    const language = request.headers['sw-language-id'];
    const currency = request.headers['sw-currency-id'];
    requests.push({
      method: request.method ?? '',
      path,
      body,
      language: typeof language === 'string' ? language : undefined,
      currency: typeof currency === 'string' ? currency : undefined,
    });
    response.setHeader('content-type', 'application/json');
    response.setHeader('sw-context-token', 'token');
    if (path === '/language') {
      response.end(JSON.stringify({ elements: Object.entries(LANGUAGES).map(([code, id]) => ({ id, translationCode: { code } })) }));
    } else if (path === '/context' && request.method === 'GET') {
      response.end(
        JSON.stringify({
          context: { languageIdChain: [sessionLanguage] },
          currency: { id: 'c'.repeat(32) },
          salesChannel: { languageId: LANGUAGES['en-GB'], currencyId: 'c'.repeat(32), navigationCategoryId: 'n'.repeat(32) },
        }),
      );
    } else if (path === '/currency') {
      response.end(JSON.stringify([{ id: FRANC, isoCode: 'CHF', symbol: 'CHF', translated: { name: 'Franc' } }]));
    } else if (path === '/context' && request.method === 'PATCH') {
      sessionLanguage = (JSON.parse(body) as { languageId?: string }).languageId ?? sessionLanguage;
      response.end(JSON.stringify({ redirectUrl: null }));
    } else {
      response.statusCode = 404;
      response.end(JSON.stringify({ errors: [] }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/store-api`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = [];
  sessionLanguage = LANGUAGES['en-GB'];
});

describe('session language sync', () => {
  it('PATCHes the route language into the session context when it differs', async () => {
    const { api } = createStoreApiSession({ endpoint, accessKey: 'SWSCTEST' }, 'token');
    const summary = await syncSessionContext(api, endpoint, 'pl-PL');
    expect(summary).toEqual({
      languageId: LANGUAGES['pl-PL'],
      currencyId: 'c'.repeat(32),
      currencyIso: 'EUR',
      navigationCategoryId: 'n'.repeat(32),
      loggedIn: false,
      sharedCatalogue: true,
      taxState: 'gross',
      defaultCurrency: true,
    });
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toBe(JSON.stringify({ languageId: LANGUAGES['pl-PL'] }));
    expect(sessionLanguage).toBe(LANGUAGES['pl-PL']);
  });

  it('leaves the context alone when the language already matches, and reads in that language', async () => {
    const { api } = createStoreApiSession({ endpoint, accessKey: 'SWSCTEST' }, 'token');
    await syncSessionContext(api, endpoint, 'en-GB');
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
    await api.invoke('readContext get /context');
    expect(requests.at(-1)?.language).toBe(LANGUAGES['en-GB']);
  });

  it('reads in the route language without PATCHing when the context must not be persisted (anonymous read)', async () => {
    const { api } = createStoreApiSession({ endpoint, accessKey: 'SWSCTEST' }, undefined);
    const summary = await syncSessionContext(api, endpoint, 'pl-PL', false);
    expect(summary.languageId).toBe(LANGUAGES['pl-PL']);
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
    await api.invoke('readContext get /context');
    expect(requests.at(-1)?.language).toBe(LANGUAGES['pl-PL']);
  });

  it('caches the language list per endpoint', async () => {
    const { api } = createStoreApiSession({ endpoint, accessKey: 'SWSCTEST' }, 'token');
    await syncSessionContext(api, endpoint, 'de-DE');
    await syncSessionContext(api, endpoint, 'de-DE');
    // At most the first call of this process loads the list (an earlier test may already have).
    expect(requests.filter((request) => request.path === '/language').length).toBeLessThanOrEqual(1);
  });

  it('reads the default context of visitors without a token once for all of them', async () => {
    for (const locale of ['en-GB', 'pl-PL', 'en-GB'] as const) {
      const { api } = createStoreApiSession({ endpoint, accessKey: 'SWSCTEST' }, undefined);
      expect((await syncSessionContext(api, endpoint, locale, false)).languageId).toBe(LANGUAGES[locale]);
    }
    expect(requests.filter((request) => request.path === '/context').length).toBeLessThanOrEqual(1);
    // A visitor with a context always reads their own.
    const { api } = createStoreApiSession({ endpoint, accessKey: 'SWSCTEST' }, 'token');
    await syncSessionContext(api, endpoint, 'en-GB');
    await syncSessionContext(api, endpoint, 'en-GB');
    expect(requests.filter((request) => request.path === '/context' && request.method === 'GET').length).toBeGreaterThanOrEqual(2);
  });
});

describe('a market’s currency', () => {
  beforeEach(() =>
    installMerchantConfig({
      ...DEMO_CONFIG,
      markets: [
        { locale: 'en-GB', prefix: '' },
        { locale: 'de-DE', prefix: 'ch', currency: 'CHF' },
      ],
    }),
  );
  afterAll(() => installMerchantConfig(DEMO_CONFIG));

  it('is where a new visitor starts: read through the header, kept by the new session’s PATCH', async () => {
    const anonymous = createStoreApiSession({ endpoint, accessKey: 'SWSCTEST' }, undefined);
    await syncSessionContext(anonymous.api, endpoint, 'de-DE', false);
    expect(requests.find((request) => request.path === '/context')?.currency).toBe(FRANC);
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);

    requests = [];
    const fresh = createStoreApiSession({ endpoint, accessKey: 'SWSCTEST' }, undefined);
    await syncSessionContext(fresh.api, endpoint, 'de-DE', true, true);
    expect(requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toContain(JSON.stringify({ currencyId: FRANC }));
  });

  it('leaves a visitor’s own session alone, and markets without one', async () => {
    const { api } = createStoreApiSession({ endpoint, accessKey: 'SWSCTEST' }, 'token');
    await syncSessionContext(api, endpoint, 'de-DE');
    await syncSessionContext(api, endpoint, 'en-GB', true, true);
    expect(requests.some((request) => request.currency !== undefined || request.body.includes('currencyId'))).toBe(false);
  });
});
