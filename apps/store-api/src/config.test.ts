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
