import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig, readServerConfig, servedOverHttps } from './config.server.ts';

describe('servedOverHttps', () => {
  const http = new URL('http://localhost:3000/');
  it.each([
    ['https public URL behind a TLS proxy (request looks like http)', { STOREFRONT_URL: 'https://shop.example' }, http, true],
    [
      'http public URL even with an https Store API',
      { STOREFRONT_URL: 'http://localhost:3000', SHOPWARE_ENDPOINT: 'https://api.example/store-api' },
      http,
      false,
    ],
    ['no public URL: the request protocol', {}, new URL('https://shop.example/'), true],
    ['no public URL, plain http', {}, http, false],
  ])('%s', (_name, env, url, expected) => {
    expect(servedOverHttps(readConfig(env), url)).toBe(expected);
  });
});

describe('readServerConfig', () => {
  it('has defaults for the embedded setup', () => {
    expect(readServerConfig({})).toMatchObject({
      endpoint: 'http://localhost:8000/store-api',
      port: 3000,
      host: 'localhost',
      trustedProxies: false,
      publicUrl: undefined,
    });
  });

  it('prefers PUBLIC_URL and trims trailing slashes', () => {
    expect(readServerConfig({ PUBLIC_URL: 'https://shop.example/', SHOPWARE_ENDPOINT: 'http://api:8000/store-api/' })).toMatchObject({
      publicUrl: 'https://shop.example',
      endpoint: 'http://api:8000/store-api',
    });
  });

  it('names every bad variable', () => {
    expect(() => readServerConfig({ SHOPWARE_ENDPOINT: 'localhost:8000', STOREFRONT_PORT: '-1', REDIS_URL: 'localhost' })).toThrow(
      /SHOPWARE_ENDPOINT: must be an http\(s\):\/\/ URL \(got "localhost:8000"\)[\s\S]*STOREFRONT_PORT[\s\S]*REDIS_URL/,
    );
    expect(() => readServerConfig({ PUBLIC_URL: 'shop.example' })).toThrow(ConfigError);
  });
});
