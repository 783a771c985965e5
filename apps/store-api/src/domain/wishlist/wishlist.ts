// Server-side wishlists of registered customers (core.cart.wishlistEnabled; the demo enables it,
// Shopware's default is off → 403 CHECKOUT__WISHLIST_IS_NOT_ACTIVATED).
import type { Queryable } from '../../db/database.ts';
import { domainError, errors } from '../errors.ts';
import { config } from '../config/system-config.ts';
import { isUuid, newId } from '../ids.ts';
import { paging } from '../criteria/sql.ts';
import type { Criteria } from '../criteria/types.ts';
import { isoDate } from '../serialize.ts';

export async function assertWishlistEnabled(db: Queryable, salesChannelId: string): Promise<void> {
  if (!(await config(db, 'core.cart.wishlistEnabled', salesChannelId)))
    throw domainError(403, 'CHECKOUT__WISHLIST_IS_NOT_ACTIVATED', 'Wishlist is not activated!');
}

interface WishlistRow {
  id: string;
  customer_id: string;
  sales_channel_id: string;
  created_at: Date | string;
}

async function findWishlist(db: Queryable, customerId: string, salesChannelId: string): Promise<WishlistRow | undefined> {
  const [row] = await db.query<WishlistRow>('SELECT * FROM customer_wishlist WHERE customer_id = $1 AND sales_channel_id = $2', [customerId, salesChannelId]);
  return row;
}

/** The customer's wishlist, else CHECKOUT__WISHLIST_NOT_FOUND (404). */
export async function requireWishlist(db: Queryable, customerId: string, salesChannelId: string): Promise<WishlistRow> {
  const wishlist = await findWishlist(db, customerId, salesChannelId);
  if (!wishlist) throw domainError(404, 'CHECKOUT__WISHLIST_NOT_FOUND', 'Wishlist for this customer was not found.');
  return wishlist;
}

/** One page of the wishlist's active products, newest first, and how many there are in all. */
export async function wishlistProductPage(
  db: Queryable,
  wishlistId: string,
  criteria: Criteria,
): Promise<{ productIds: string[]; total: number; limit: number | undefined }> {
  const { limit, offset } = paging(criteria);
  const ids = await db.query<{ product_id: string }>(
    `SELECT w.product_id FROM customer_wishlist_product w JOIN product p ON p.id = w.product_id AND p.active
      WHERE w.wishlist_id = $1 ORDER BY w.created_at DESC, w.id LIMIT $2 OFFSET $3`,
    [wishlistId, limit ?? null, offset],
  );
  const [count] = await db.query<{ count: string | number }>(
    'SELECT count(*) AS count FROM customer_wishlist_product w JOIN product p ON p.id = w.product_id AND p.active WHERE w.wishlist_id = $1',
    [wishlistId],
  );
  return { productIds: ids.map((row) => row.product_id), total: Number(count?.count ?? 0), limit };
}

async function ensureWishlist(db: Queryable, customerId: string, salesChannelId: string): Promise<WishlistRow> {
  const existing = await findWishlist(db, customerId, salesChannelId);
  if (existing) return existing;
  await db.query(
    'INSERT INTO customer_wishlist (id, customer_id, sales_channel_id) VALUES ($1, $2, $3) ON CONFLICT (customer_id, sales_channel_id) DO NOTHING',
    [newId(), customerId, salesChannelId],
  );
  const created = await findWishlist(db, customerId, salesChannelId);
  if (!created) throw new Error('Wishlist could not be created.');
  return created;
}

async function productExists(db: Queryable, productId: string): Promise<boolean> {
  return isUuid(productId) && (await db.query('SELECT 1 FROM product WHERE id = $1 AND active AND visibility >= 10', [productId])).length > 0;
}

export async function addToWishlist(db: Queryable, customerId: string, salesChannelId: string, productId: string): Promise<void> {
  if (!(await productExists(db, productId))) throw errors.productNotFound(productId);
  const wishlist = await ensureWishlist(db, customerId, salesChannelId);
  const inserted = await db.query<{ id: string }>(
    'INSERT INTO customer_wishlist_product (id, wishlist_id, product_id) VALUES ($1, $2, $3) ON CONFLICT (wishlist_id, product_id) DO NOTHING RETURNING id',
    [newId(), wishlist.id, productId],
  );
  if (inserted.length === 0) throw domainError(400, 'CHECKOUT__DUPLICATE_WISHLIST_PRODUCT', 'Product already added in wishlist');
}

export async function removeFromWishlist(db: Queryable, customerId: string, salesChannelId: string, productId: string): Promise<void> {
  const wishlist = await findWishlist(db, customerId, salesChannelId);
  const deleted = wishlist
    ? await db.query('DELETE FROM customer_wishlist_product WHERE wishlist_id = $1 AND product_id = $2 RETURNING id', [wishlist.id, productId])
    : [];
  if (deleted.length === 0) throw domainError(404, 'CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND', `Wishlist product with id ${productId} not found`, { productId });
}

/** Adds the given products (unknown ones and duplicates are skipped), creating the wishlist if needed. */
export async function mergeWishlist(db: Queryable, customerId: string, salesChannelId: string, productIds: unknown): Promise<void> {
  const ids = Array.isArray(productIds) ? productIds.filter((id): id is string => typeof id === 'string') : [];
  if (ids.length === 0) throw domainError(400, 'CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING', 'Parameter "productIds" is missing.');
  const wishlist = await ensureWishlist(db, customerId, salesChannelId);
  for (const id of new Set(ids)) {
    if (await productExists(db, id)) {
      await db.query(
        'INSERT INTO customer_wishlist_product (id, wishlist_id, product_id) VALUES ($1, $2, $3) ON CONFLICT (wishlist_id, product_id) DO NOTHING',
        [newId(), wishlist.id, id],
      );
    }
  }
}

export function serializeWishlist(row: WishlistRow) {
  return {
    id: row.id,
    customerId: row.customer_id,
    salesChannelId: row.sales_channel_id,
    customFields: {},
    createdAt: isoDate(row.created_at),
    apiAlias: 'customer_wishlist',
  };
}
