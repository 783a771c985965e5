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

  it("reads the merchant's shop for the first seed: all three variables or none, each checked", () => {
    expect(readConfig({}).shop).toBeUndefined();
    const shop = { AISLE_SHOP_NAME: ' Nordlicht Outdoor ', AISLE_SHOP_EMAIL: 'shop@nordlicht.example', AISLE_SHOP_ADDRESS: 'Fjordweg 2, 24103 Kiel' };
    expect(readConfig(shop).shop).toEqual({ name: 'Nordlicht Outdoor', email: 'shop@nordlicht.example', address: 'Fjordweg 2, 24103 Kiel' });
    expect(() => readConfig({ AISLE_SHOP_NAME: 'Nordlicht Outdoor' })).toThrow(
      /AISLE_SHOP_EMAIL: must be set together with AISLE_SHOP_NAME and AISLE_SHOP_ADDRESS[\s\S]*AISLE_SHOP_ADDRESS: must be set together/,
    );
    expect(() => readConfig({ ...shop, AISLE_SHOP_EMAIL: 'shop@' })).toThrow(
      'AISLE_SHOP_EMAIL: must be an e-mail address such as shop@example.com (got "shop@")',
    );
    expect(() => readConfig({ ...shop, AISLE_SHOP_NAME: 'Two\nlines' })).toThrow(/AISLE_SHOP_NAME: must be a name of 1 to 255 characters on one line/);
  });
});
