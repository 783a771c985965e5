// Links in customer mails: the storefront URL the client sent must be one of the sales channel's
// domains (so mails never point elsewhere); hashes and hashed e-mails go into the configured path.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { textOf, type Input, type Violations } from '../validation/rules.ts';

export function sha1(value: string): string {
  return createHash('sha1').update(value).digest('hex');
}

export function randomHash(): string {
  return randomBytes(16).toString('hex');
}

/** The sales channel's domain URLs without a trailing slash: the values `storefrontUrl` may take. */
async function domainUrls(db: Queryable, salesChannelId: string): Promise<string[]> {
  const domains = await db.query<{ url: string }>('SELECT url FROM sales_channel_domain WHERE sales_channel_id = $1 ORDER BY url', [salesChannelId]);
  return domains.map((domain) => domain.url.replace(/\/+$/, ''));
}

/**
 * Shopware's `storefrontUrl` rules (NotBlank, Choice of the domain URLs): the matching domain, or
 * undefined with the violation added, which lists the domains in `choices` as Symfony's Choice does.
 */
export async function storefrontDomain(db: Queryable, check: Violations, salesChannelId: string, input: Input): Promise<string | undefined> {
  const value = input.storefrontUrl;
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    check.notBlank(input, 'storefrontUrl');
    return undefined;
  }
  const urls = await domainUrls(db, salesChannelId);
  const wanted = textOf(value)?.replace(/\/+$/, '');
  const found = urls.find((url) => url === wanted);
  if (!found) check.choice(value, urls, '/storefrontUrl');
  return found;
}

/** Fills Shopware's %%PLACEHOLDERS%% in a configured path and prefixes the domain. */
export function buildLink(domain: string, pathTemplate: string, values: Record<string, string>): string {
  const path = pathTemplate.replace(/%%([A-Z]+)%%/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
  return `${domain.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}
