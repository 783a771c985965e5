// Links in customer mails: the storefront URL the client sent must be one of the sales channel's
// domains (so mails never point elsewhere); hashes and hashed e-mails go into the configured path.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';

export function sha1(value: string): string {
  return createHash('sha1').update(value).digest('hex');
}

export function randomHash(): string {
  return randomBytes(16).toString('hex');
}

/** The matching domain URL (trailing slash ignored), or undefined when it is not one of the channel's. */
export async function channelDomain(db: Queryable, salesChannelId: string, storefrontUrl: unknown): Promise<string | undefined> {
  if (typeof storefrontUrl !== 'string' || storefrontUrl === '') return undefined;
  const wanted = storefrontUrl.replace(/\/+$/, '');
  const domains = await db.query<{ url: string }>('SELECT url FROM sales_channel_domain WHERE sales_channel_id = $1', [salesChannelId]);
  return domains.map((domain) => domain.url.replace(/\/+$/, '')).find((url) => url === wanted);
}

/** Fills Shopware's %%PLACEHOLDERS%% in a configured path and prefixes the domain. */
export function buildLink(domain: string, pathTemplate: string, values: Record<string, string>): string {
  const path = pathTemplate.replace(/%%([A-Z]+)%%/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
  return `${domain.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}
