// The per-locale paths of a page against a small local HTTP server standing in for the Store API.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreApiSession } from '../../lib/store-api/client.server.ts';
import { loadAlternates } from './alternates.server.ts';

const LANGUAGES = new Map([
  ['en-GB', 'e'.repeat(32)],
  ['pl-PL', 'p'.repeat(32)],
]);
const SEO_PATHS: Record<string, string> = { ['e'.repeat(32)]: 'Clothing/Men/', ['p'.repeat(32)]: 'Odzież/Męskie/' };
let server: Server;
let endpoint: string;
const filters: unknown[] = [];

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    filters.push((JSON.parse(body) as { filter: unknown }).filter);
    const language = String(request.headers['sw-language-id']);
    const seoPathInfo = SEO_PATHS[language];
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ elements: seoPathInfo ? [{ seoPathInfo }] : [], total: seoPathInfo ? 1 : 0 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/store-api`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('page alternates', () => {
  it("reads the SEO path in each locale's language and falls back to the technical path", async () => {
    const { api } = createStoreApiSession({ endpoint, accessKey: 'SWSCTEST' }, 'token');
    const route = { routeName: 'frontend.navigation.page', foreignKey: 'c'.repeat(32) } as const;
    const alternates = await loadAlternates(api, route, LANGUAGES, endpoint);
    expect(alternates).toEqual({
      'en-GB': '/Clothing/Men/',
      'pl-PL': '/Odzie%C5%BC/M%C4%99skie/',
      'de-DE': `/navigation/${'c'.repeat(32)}`,
    });
    expect(filters[0]).toEqual([
      // Either family: a storefront-type or a headless sales channel.
      { type: 'equalsAny', field: 'routeName', value: ['frontend.navigation.page', 'store-api.category.detail'] },
      { type: 'equals', field: 'foreignKey', value: 'c'.repeat(32) },
    ]);
  });
});
