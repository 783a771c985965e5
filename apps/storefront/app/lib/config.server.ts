// Runtime configuration of the storefront server, read once from the environment.
export interface StorefrontConfig {
  /** Store API base URL including `/store-api`, without a trailing slash. */
  endpoint: string;
  accessKey: string;
  /** The storefront's public URL (STOREFRONT_URL), e.g. https://shop.example behind a TLS proxy. */
  publicUrl?: string;
}

export const DEFAULT_ENDPOINT = 'http://localhost:8000/store-api';
export const DEMO_ACCESS_KEY = 'SWSCAISLEDEMOSTOREKEY00001';

export function readConfig(env: NodeJS.ProcessEnv = process.env): StorefrontConfig {
  return {
    endpoint: (env.SHOPWARE_ENDPOINT || DEFAULT_ENDPOINT).replace(/\/+$/, ''),
    accessKey: env.SHOPWARE_ACCESS_KEY || DEMO_ACCESS_KEY,
    publicUrl: env.STOREFRONT_URL || undefined,
  };
}

/**
 * Whether visitors reach the storefront over https (then cookies are Secure): the public URL
 * decides when it is configured (a TLS proxy in front makes the request itself look like http);
 * otherwise the request's own protocol, or an https Store API as before.
 */
export function servedOverHttps(config: Pick<StorefrontConfig, 'publicUrl' | 'endpoint'>, requestUrl: Pick<URL, 'protocol'>): boolean {
  if (config.publicUrl) return config.publicUrl.startsWith('https:');
  return requestUrl.protocol === 'https:' || config.endpoint.startsWith('https:');
}
