import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';

describe('readConfig', () => {
  it('has defaults for the embedded setup', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 8000,
      host: 'localhost',
      databaseUrl: '',
      storefrontUrl: 'http://localhost:3000',
      trustedProxies: 'loopback',
      redisUrl: undefined,
      redisPrefix: 'aisle',
    });
  });

  it('takes the shop URL from PUBLIC_URL when STOREFRONT_URL is unset', () => {
    expect(readConfig({ PUBLIC_URL: 'https://shop.example' }).storefrontUrl).toBe('https://shop.example');
    expect(readConfig({ PUBLIC_URL: 'https://shop.example', STOREFRONT_URL: 'https://www.shop.example' }).storefrontUrl).toBe('https://www.shop.example');
  });

  it('reads the metrics access: loopback by default, addresses and CIDRs, a bearer token', () => {
    expect(readConfig({})).toMatchObject({ metricsAllow: ['loopback'], metricsToken: undefined });
    expect(readConfig({ STORE_API_METRICS_ALLOW: 'loopback, 10.0.0.0/8,2001:db8::/32 ,192.0.2.1', METRICS_TOKEN: 'a-long-secret-16' })).toMatchObject({
      metricsAllow: ['loopback', '10.0.0.0/8', '2001:db8::/32', '192.0.2.1'],
      metricsToken: 'a-long-secret-16',
    });
    expect(readConfig({ STORE_API_METRICS_ALLOW: '' }).metricsAllow).toEqual([]);
    expect(() => readConfig({ STORE_API_METRICS_ALLOW: 'everyone' })).toThrow(/STORE_API_METRICS_ALLOW/);
    expect(() => readConfig({ STORE_API_METRICS_ALLOW: '10.0.0.0/99' })).toThrow(/STORE_API_METRICS_ALLOW/);
    expect(() => readConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('fails with one line per bad variable', () => {
    expect(() => readConfig({ STORE_API_PORT: 'eighty', REDIS_URL: 'http://cache', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      readConfig({ STORE_API_PORT: 'eighty', REDIS_URL: 'http://cache', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('STORE_API_PORT');
      expect(message).toContain('REDIS_URL: must be a redis:// or rediss:// URL (got "http://cache")');
      expect(message).toContain('DATABASE_URL: must be empty, memory:// or a postgres:// URL');
    }
  });
});
