// /product/{id}/cross-selling: the product's (or its parent's) active cross-sellings with their
// visible products.
import { sqlArray, type Queryable } from '../../../db/database.ts';
import { translate, type Translations } from '../../translation.ts';
import type { CatalogContext } from './catalog-context.ts';
import { loadProducts } from './product-loader.ts';

interface CrossSellingRow {
  id: string;
  product_id: string;
  position: number;
  active: boolean;
  product_ids: string[];
  translations: Translations;
}

export async function crossSellings(db: Queryable, productId: string, parentId: string | null, cc: CatalogContext) {
  const rows = await db.query<CrossSellingRow>('SELECT * FROM product_cross_selling WHERE active AND product_id = ANY($1::text[]) ORDER BY position, id', [
    sqlArray([productId, parentId]),
  ]);
  return Promise.all(
    rows.map(async (row) => {
      const visibleIds = row.product_ids.length
        ? (
            await db.query<{ id: string }>('SELECT id FROM product WHERE id = ANY($1::text[]) AND active AND visibility >= 30', [sqlArray(row.product_ids)])
          ).map((item) => item.id)
        : [];
      const ordered = row.product_ids.filter((id) => visibleIds.includes(id));
      const products = await loadProducts(db, ordered, cc);
      const translated = translate(row.translations, cc.chain, ['name']);
      return {
        crossSelling: {
          id: row.id,
          name: String(translated.name ?? ''),
          position: row.position,
          sortBy: 'name',
          sortDirection: 'ASC',
          type: 'productList',
          active: row.active,
          limit: 24,
          translated: { ...translated, customFields: {} },
          apiAlias: 'product_cross_selling',
        },
        products,
        total: products.length,
        apiAlias: 'cross_selling_element',
      };
    }),
  );
}
