import { describe, expect, it } from 'vitest';
import { readConfig, servedOverHttps } from './config.server.ts';

describe('servedOverHttps', () => {
  const http = new URL('http://localhost:3000/');
  it.each([
    ['https public URL behind a TLS proxy (request looks like http)', { STOREFRONT_URL: 'https://shop.example' }, http, true],
    ['http public URL even with an https Store API', { STOREFRONT_URL: 'http://localhost:3000', SHOPWARE_ENDPOINT: 'https://api.example/store-api' }, http, false],
    ['no public URL: the request protocol', {}, new URL('https://shop.example/'), true],
    ['no public URL, plain http', {}, http, false],
  ])('%s', (_name, env, url, expected) => {
    expect(servedOverHttps(readConfig(env), url)).toBe(expected);
  });
});
