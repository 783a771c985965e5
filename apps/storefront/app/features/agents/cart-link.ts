// A link that opens an agent's cart in the shop. It carries the cart's context token sealed with AES-256-GCM
// (secret and tamper-proof) and its expiry; whoever opens it gets the cart's products added to their own
// cart — the agent's context token is never adopted by the browser, so a link cannot hand a shopper a
// session someone else can read (docs/agents.md).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export const CART_LINK_TTL_MS = 30 * 60 * 1000;

/** The sealing key: from STOREFRONT_LINK_SECRET (several processes or instances), else one per process. */
let processKey: Buffer | undefined;
export function cartLinkKey(secret = process.env.STOREFRONT_LINK_SECRET): Buffer {
  if (secret) return createHash('sha256').update(`aisle-cart-link|${secret}`).digest();
  processKey ??= randomBytes(32);
  return processKey;
}

export function sealCartLink(token: string, now: number, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify({ t: token, e: now + CART_LINK_TTL_MS }), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The context token of a sealed link, or null when it is forged, damaged or expired. */
export function openCartLink(sealed: string, now: number, key: Buffer): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    if (bytes.length < 29) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const payload: unknown = JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8'));
    if (typeof payload !== 'object' || payload === null) return null;
    const { t, e } = payload as { t?: unknown; e?: unknown };
    return typeof t === 'string' && typeof e === 'number' && now <= e ? t : null;
  } catch {
    return null;
  }
}
