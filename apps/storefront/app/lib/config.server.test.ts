import { describe, expect, it } from 'vitest';
import { ConfigError, isAddressRule, readConfig, readServerConfig, servedOverHttps } from './config.server.ts';

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
  it('turns analytics on with STOREFRONT_ANALYTICS or a GTM container, and checks the container id', () => {
    expect(readServerConfig({}).analytics).toBe(false);
    expect(readServerConfig({ STOREFRONT_ANALYTICS: '1' })).toMatchObject({ analytics: true });
    expect(readServerConfig({ STOREFRONT_ANALYTICS: '0' }).analytics).toBe(false);
    expect(readServerConfig({ STOREFRONT_GTM_ID: 'GTM-AB12CD3' })).toMatchObject({ analytics: true, gtmId: 'GTM-AB12CD3' });
    expect(() => readServerConfig({ STOREFRONT_GTM_ID: 'UA-1234' })).toThrow(/STOREFRONT_GTM_ID: must be a container id/);
    expect(() => readServerConfig({ STOREFRONT_ANALYTICS: 'yes' })).toThrow(/STOREFRONT_ANALYTICS/);
  });

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

describe('metrics access configuration', () => {
  it('allows loopback only, and no token, by default', () => {
    expect(readServerConfig({})).toMatchObject({ metricsAllow: ['loopback'], metricsToken: undefined });
  });

  it('reads addresses and CIDRs; set but empty allows nobody', () => {
    expect(readServerConfig({ STOREFRONT_METRICS_ALLOW: ' loopback, 10.0.0.0/8 ,2001:db8::/32,192.0.2.7' }).metricsAllow).toEqual([
      'loopback',
      '10.0.0.0/8',
      '2001:db8::/32',
      '192.0.2.7',
    ]);
    expect(readServerConfig({ STOREFRONT_METRICS_ALLOW: '' }).metricsAllow).toEqual([]);
  });

  it('names a bad entry or a short token', () => {
    expect(() => readServerConfig({ STOREFRONT_METRICS_ALLOW: 'loopback,localhost' })).toThrow(/STOREFRONT_METRICS_ALLOW: must be addresses/);
    expect(() => readServerConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16/);
    expect(readServerConfig({ METRICS_TOKEN: 'a-long-metrics-token' }).metricsToken).toBe('a-long-metrics-token');
  });

  it.each([
    ['loopback', true],
    ['127.0.0.1', true],
    ['10.0.0.0/8', true],
    ['::1', true],
    ['2001:db8::/32', true],
    ['10.0.0.0/33', false],
    ['2001:db8::/129', false],
    ['10.0.0.0/8/1', false],
    ['10.0.0.0/x', false],
    ['localhost', false],
    ['', false],
  ])('takes %j as an address rule: %s', (entry, valid) => {
    expect(isAddressRule(entry)).toBe(valid);
  });
});

describe('back-pressure configuration', () => {
  it('has defaults that fit a rush of 100 shoppers on one process', () => {
    expect(readServerConfig({})).toMatchObject({ admission: { concurrency: 12, maxQueue: 100, maxWaitMs: 10_000 }, storeApiConcurrency: 8 });
  });

  it('reads the knobs and names bad ones', () => {
    expect(
      readServerConfig({ STOREFRONT_CONCURRENCY: '4', STOREFRONT_QUEUE: '0', STOREFRONT_QUEUE_TIMEOUT: '3', STOREFRONT_API_CONCURRENCY: '2' }),
    ).toMatchObject({ admission: { concurrency: 4, maxQueue: 0, maxWaitMs: 3_000 }, storeApiConcurrency: 2 });
    expect(() => readServerConfig({ STOREFRONT_CONCURRENCY: '0', STOREFRONT_API_CONCURRENCY: 'many' })).toThrow(
      /STOREFRONT_CONCURRENCY[\s\S]*STOREFRONT_API_CONCURRENCY/,
    );
  });
});
