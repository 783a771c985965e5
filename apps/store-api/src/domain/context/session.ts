// The session behind an sw-context-token (docs/store-api-behaviour.md §1.2): unknown tokens are accepted
// as they are, missing or expired ones are replaced by a fresh token, and nothing is stored until
// something writes the context.
import { memo } from '../../cache-store.ts';
import type { Queryable } from '../../db/database.ts';
import { isUuid, newContextToken } from '../ids.ts';
import type { LanguageChain } from '../translation.ts';
import type { SalesChannelRow } from '../system/rows.ts';

/** Shopware's default `context_lifetime` (P1D). */
const CONTEXT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface SessionPayload {
  languageId?: string;
  currencyId?: string;
  paymentMethodId?: string;
  shippingMethodId?: string;
  countryId?: string;
  countryStateId?: string;
  billingAddressId?: string;
  shippingAddressId?: string;
  customerId?: string;
}

export interface RequestContext {
  salesChannel: SalesChannelRow;
  token: string;
  /** Whether the client sent a token (routes marked "context token required" need one). */
  tokenSent: boolean;
  payload: SessionPayload;
  languageId: string;
  chain: LanguageChain;
  currencyId: string;
}

/**
 * Active sales channels by access key, with their languages: every Store API request reads its
 * channel, so they are memoised like other reference data (cache-store.ts; `forget` after writes
 * such as maintenance mode). Short: another engine's write is seen this late at most.
 */
const CHANNELS_TTL_MS = 10_000;

interface ActiveChannels {
  byAccessKey: ReadonlyMap<string, SalesChannelRow>;
  languageIds: ReadonlyMap<string, ReadonlySet<string>>;
}

function activeChannels(db: Queryable): Promise<ActiveChannels> {
  return memo(db, 'sales-channels', CHANNELS_TTL_MS, async () => {
    const rows = await db.query<SalesChannelRow>('SELECT * FROM sales_channel WHERE active');
    const languages = await db.query<{ sales_channel_id: string; language_id: string }>('SELECT sales_channel_id, language_id FROM sales_channel_language');
    const languageIds = new Map<string, Set<string>>();
    for (const { sales_channel_id: channelId, language_id: languageId } of languages) {
      languageIds.set(channelId, (languageIds.get(channelId) ?? new Set<string>()).add(languageId));
    }
    return { byAccessKey: new Map(rows.map((row) => [row.access_key, row])), languageIds };
  });
}

export async function findSalesChannel(db: Queryable, accessKey: string): Promise<SalesChannelRow | undefined> {
  const known = (await activeChannels(db)).byAccessKey.get(accessKey);
  if (known) return known;
  // Not memoised: an unknown key, or a channel created since the memo was filled.
  const [row] = await db.query<SalesChannelRow>('SELECT * FROM sales_channel WHERE access_key = $1 AND active', [accessKey]);
  return row;
}

/** Whether `languageId` is a language of the sales channel (an `sw-language-id` header may pick it). */
export async function channelHasLanguage(db: Queryable, salesChannelId: string, languageId: string | undefined): Promise<boolean> {
  if (!isUuid(languageId)) return false;
  if ((await activeChannels(db)).languageIds.get(salesChannelId)?.has(languageId)) return true;
  return (await db.query('SELECT 1 FROM sales_channel_language WHERE sales_channel_id = $1 AND language_id = $2', [salesChannelId, languageId])).length > 0;
}

export async function loadSession(
  db: Queryable,
  salesChannelId: string,
  requestedToken: string | undefined,
  now = Date.now(),
): Promise<{ token: string; payload: SessionPayload }> {
  if (!requestedToken) return { token: newContextToken(), payload: {} };
  const [row] = await db.query<{ payload: SessionPayload; updated_at: Date | string }>(
    'SELECT payload, updated_at FROM sales_channel_api_context WHERE token = $1 AND sales_channel_id = $2',
    [requestedToken, salesChannelId],
  );
  if (!row) return { token: requestedToken, payload: {} };
  if (now - new Date(row.updated_at).getTime() > CONTEXT_LIFETIME_MS) return { token: newContextToken(), payload: {} };
  return { token: requestedToken, payload: row.payload };
}

export async function saveSession(db: Queryable, salesChannelId: string, token: string, payload: SessionPayload): Promise<void> {
  await db.query(
    `INSERT INTO sales_channel_api_context (token, sales_channel_id, customer_id, payload, updated_at)
     VALUES ($1, $2, $3, $4::jsonb, now())
     ON CONFLICT (token) DO UPDATE SET payload = EXCLUDED.payload, customer_id = EXCLUDED.customer_id, updated_at = now()`,
    [token, salesChannelId, payload.customerId ?? null, JSON.stringify(payload)],
  );
}

/** Language for this request: the sw-language-id header (not persisted), else the session's, else the channel's. */
export function languageChain(languageId: string, salesChannel: SalesChannelRow): LanguageChain {
  return { ids: languageId === salesChannel.language_id ? [languageId] : [languageId, salesChannel.language_id] };
}

/** Moves a session to a fresh token (login, password change): the old token stops working. */
export async function renameSession(db: Queryable, salesChannelId: string, oldToken: string, payload: SessionPayload): Promise<string> {
  const token = newContextToken();
  await db.query('DELETE FROM sales_channel_api_context WHERE token = $1', [oldToken]);
  await saveSession(db, salesChannelId, token, payload);
  // The cart lives under the token and moves with it.
  await db.query('UPDATE cart SET token = $2 WHERE token = $1', [oldToken, token]);
  return token;
}

/** A customer's still-valid session from an earlier visit (restored on login). */
export async function findCustomerSession(
  db: Queryable,
  salesChannelId: string,
  customerId: string,
  exceptToken: string,
  now = Date.now(),
): Promise<{ token: string; payload: SessionPayload } | undefined> {
  const rows = await db.query<{ token: string; payload: SessionPayload; updated_at: Date | string }>(
    'SELECT token, payload, updated_at FROM sales_channel_api_context WHERE customer_id = $1 AND sales_channel_id = $2 AND token <> $3 ORDER BY updated_at DESC LIMIT 1',
    [customerId, salesChannelId, exceptToken],
  );
  const row = rows[0];
  if (!row || now - new Date(row.updated_at).getTime() > CONTEXT_LIFETIME_MS) return undefined;
  return { token: row.token, payload: row.payload };
}

/** Logs a customer out of every other session (after a password change). */
export async function endOtherSessions(db: Queryable, customerId: string, keepToken: string): Promise<void> {
  await db.query(
    `UPDATE sales_channel_api_context SET customer_id = NULL, payload = payload - 'customerId' - 'billingAddressId' - 'shippingAddressId' WHERE customer_id = $1 AND token <> $2`,
    [customerId, keepToken],
  );
}
