// Which shop the demo gateway works for (docs/payment-gateway.md). Like a real provider's publishable
// key, the sales channel's access key names the shop in the gateway's frame and token requests; the
// shop's origins — its sales channel's domains, and the storefront URL the engine is configured with —
// are the only pages that may frame the card fields, hear their messages or call the gateway from a
// browser.
import type { Queryable } from '../../db/database.ts';
import { findSalesChannel } from '../context/session.ts';

export interface GatewayShop {
  salesChannelId: string;
  /** Origins (`https://shop.example`) whose pages may frame the fields and ask for tokens. */
  origins: ReadonlySet<string>;
}

/** The origin of an absolute http(s) URL, else null. */
export function httpOrigin(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

async function domainOrigins(db: Queryable, salesChannelId: string | null, configured: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ url: string }>(
    salesChannelId === null ? 'SELECT url FROM sales_channel_domain' : 'SELECT url FROM sales_channel_domain WHERE sales_channel_id = $1',
    salesChannelId === null ? [] : [salesChannelId],
  );
  const origins = new Set<string>();
  for (const value of [...configured, ...rows.map((row) => row.url)]) {
    const origin = httpOrigin(value);
    if (origin) origins.add(origin);
  }
  return origins;
}

/** The shop of an access key with its origins, or null for a key no active sales channel has. */
export async function gatewayShop(db: Queryable, accessKey: unknown, configured: readonly string[]): Promise<GatewayShop | null> {
  if (typeof accessKey !== 'string' || accessKey === '' || accessKey.length > 64) return null;
  const channel = await findSalesChannel(db, accessKey);
  if (!channel) return null;
  return { salesChannelId: channel.id, origins: await domainOrigins(db, channel.id, configured) };
}

/** Whether `origin` belongs to any shop the engine serves (a CORS preflight names no shop). */
export async function isShopOrigin(db: Queryable, origin: string, configured: readonly string[]): Promise<boolean> {
  return (await domainOrigins(db, null, configured)).has(origin);
}
