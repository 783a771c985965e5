// Runtime configuration of the storefront server, read once from the environment.
export interface StorefrontConfig {
  /** Store API base URL including `/store-api`, without a trailing slash. */
  endpoint: string;
  accessKey: string;
}

export const DEFAULT_ENDPOINT = 'http://localhost:8000/store-api';
export const DEMO_ACCESS_KEY = 'SWSCAISLEDEMOSTOREKEY00001';

export function readConfig(env: NodeJS.ProcessEnv = process.env): StorefrontConfig {
  return {
    endpoint: (env.SHOPWARE_ENDPOINT || DEFAULT_ENDPOINT).replace(/\/+$/, ''),
    accessKey: env.SHOPWARE_ACCESS_KEY || DEMO_ACCESS_KEY,
  };
}
