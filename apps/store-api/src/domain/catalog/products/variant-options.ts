// Keeps product.variant_option_ids (the options of a parent's active variants) in step; run after
// seeding or generating products.
import type { Queryable } from '../../../db/database.ts';

export async function refreshVariantOptions(db: Queryable): Promise<void> {
  await db.query(
    `UPDATE product p SET variant_option_ids = v.options
       FROM (SELECT parent_id, array_agg(DISTINCT option ORDER BY option) AS options
               FROM product, unnest(option_ids) AS option WHERE parent_id IS NOT NULL AND active GROUP BY parent_id) v
      WHERE p.id = v.parent_id AND p.variant_option_ids IS DISTINCT FROM v.options`,
  );
}
