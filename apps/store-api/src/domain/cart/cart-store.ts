// Carts live under the context token; they move with the session when the token changes.
import type { Queryable } from '../../db/database.ts';
import { emptyCartData, type CartData } from './types.ts';

/**
 * Serialises the changes of one context token's cart until the transaction ends. An advisory lock
 * (not a row lock) because a cart that does not exist yet has no row to lock.
 */
export async function lockCart(tx: Queryable, token: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('cart:' || $1, 0))", [token]);
}

/** Whether a calculation changed the stored state (then it is written; a read that changed nothing is not). */
export function cartDataChanged(before: CartData, after: CartData): boolean {
  const canonical = (data: CartData) =>
    JSON.stringify([
      data.items.map((item) => [item.id, item.type, item.referencedId, item.quantity]),
      data.addedCodes,
      data.blockedPromotionIds,
      data.discountIds ?? [],
    ]);
  return canonical(before) !== canonical(after);
}

export async function loadCartData(db: Queryable, token: string): Promise<CartData> {
  const [row] = await db.query<{ data: CartData }>('SELECT data FROM cart WHERE token = $1', [token]);
  return row ? { ...emptyCartData(), ...row.data } : emptyCartData();
}

export async function saveCartData(db: Queryable, token: string, salesChannelId: string, data: CartData): Promise<void> {
  if (data.items.length === 0 && data.addedCodes.length === 0 && data.blockedPromotionIds.length === 0) {
    await db.query('DELETE FROM cart WHERE token = $1', [token]);
    return;
  }
  await db.query(
    `INSERT INTO cart (token, sales_channel_id, data, updated_at) VALUES ($1, $2, $3::jsonb, now())
     ON CONFLICT (token) DO UPDATE SET data = EXCLUDED.data, updated_at = now()`,
    [token, salesChannelId, JSON.stringify(data)],
  );
}

export async function deleteCart(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM cart WHERE token = $1', [token]);
}

/** Moves a cart to a new token (inside a transaction); when the target already has a cart, the items are merged into it. */
export async function moveCart(db: Queryable, fromToken: string, toToken: string, salesChannelId: string): Promise<void> {
  if (fromToken === toToken) return;
  // Both carts under their locks, taken in one order (no deadlock with a move the other way).
  for (const token of [fromToken, toToken].sort()) await lockCart(db, token);
  const source = await loadCartData(db, fromToken);
  const target = await loadCartData(db, toToken);
  await deleteCart(db, fromToken);
  if (source.items.length === 0 && source.addedCodes.length === 0) return;
  await saveCartData(db, toToken, salesChannelId, mergeCartData(target, source));
}

/** Stackable items of the second cart are added to the first (same id → quantities add up). */
function mergeCartData(target: CartData, source: CartData): CartData {
  const items = target.items.map((item) => ({ ...item }));
  for (const item of source.items) {
    const existing = items.find((candidate) => candidate.id === item.id && candidate.type === item.type);
    if (existing) existing.quantity += item.quantity;
    else items.push({ ...item });
  }
  return {
    items,
    addedCodes: [...new Set([...target.addedCodes, ...source.addedCodes])],
    blockedPromotionIds: [...new Set([...target.blockedPromotionIds, ...source.blockedPromotionIds])],
    discountIds: target.discountIds,
  };
}
