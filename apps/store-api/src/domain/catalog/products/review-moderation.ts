// Review moderation for operators: list pending reviews, approve them (new reviews stay hidden
// until approved) and keep every product family's rating average in step.
import { sqlArray, type Queryable } from '../../../db/database.ts';

export interface PendingReview {
  id: string;
  productNumber: string;
  title: string;
  points: number;
  createdAt: string;
}

export async function pendingReviews(db: Queryable): Promise<PendingReview[]> {
  const rows = await db.query<{ id: string; product_number: string; title: string; points: string | number; created_at: Date | string }>(
    'SELECT r.id, p.product_number, r.title, r.points, r.created_at FROM product_review r JOIN product p ON p.id = r.product_id WHERE NOT r.status ORDER BY r.created_at, r.id',
  );
  return rows.map((row) => ({
    id: row.id,
    productNumber: row.product_number,
    title: row.title,
    points: Number(row.points),
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** Approves the given reviews (or all pending ones) and returns how many changed. */
export async function approveReviews(db: Queryable, ids: readonly string[] | 'all'): Promise<number> {
  const approved = await db.query<{ product_id: string }>(
    ids === 'all'
      ? 'UPDATE product_review SET status = true WHERE NOT status RETURNING product_id'
      : 'UPDATE product_review SET status = true WHERE NOT status AND id = ANY($1::text[]) RETURNING product_id',
    ids === 'all' ? [] : [sqlArray(ids)],
  );
  const products = [...new Set(approved.map((row) => row.product_id))];
  if (products.length > 0) await refreshRatingAverages(db, products);
  return approved.length;
}

/** Rating average of a product family (parent and variants share their reviews). */
async function refreshRatingAverages(db: Queryable, productIds: readonly string[]): Promise<void> {
  await db.query(
    `WITH roots AS (SELECT DISTINCT coalesce(p.parent_id, p.id) AS id FROM product p WHERE p.id = ANY($1::text[])),
          averages AS (
            SELECT roots.id, (SELECT avg(r.points) FROM product_review r JOIN product f ON f.id = r.product_id
                               WHERE r.status AND (f.id = roots.id OR f.parent_id = roots.id)) AS average
              FROM roots)
     UPDATE product SET rating_average = averages.average
       FROM averages WHERE product.id = averages.id OR product.parent_id = averages.id`,
    [sqlArray(productIds)],
  );
}
