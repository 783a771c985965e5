// Product fields the generic criteria (POST /product) can filter and sort on.
import type { Queryable } from '../../../db/database.ts';
import { searchRows, type SearchResult } from '../../criteria/search.ts';
import type { EntityDefinition } from '../../criteria/sql.ts';
import type { Criteria } from '../../criteria/types.ts';
import { translatedField } from '../../system/definitions.ts';
import type { LanguageChain } from '../../translation.ts';
import { VISIBILITY } from './product-listing.ts';

export function productDefinition(chain: LanguageChain): EntityDefinition {
  return {
    entity: 'product',
    table: 'product',
    fields: {
      id: { sql: 't.id', kind: 'text' },
      parentId: { sql: 't.parent_id', kind: 'text' },
      productNumber: { sql: 't.product_number', kind: 'text' },
      name: translatedField(chain, 'name'),
      active: { sql: 't.active', kind: 'boolean' },
      stock: { sql: 't.stock', kind: 'number' },
      availableStock: { sql: 't.available_stock', kind: 'number' },
      manufacturerId: { sql: 't.manufacturer_id', kind: 'text' },
      markAsTopseller: { sql: 't.mark_as_topseller', kind: 'boolean' },
      shippingFree: { sql: 't.shipping_free', kind: 'boolean' },
      isCloseout: { sql: 't.is_closeout', kind: 'boolean' },
      ratingAverage: { sql: 't.rating_average', kind: 'number' },
      releaseDate: { sql: 't.release_date', kind: 'date' },
      createdAt: { sql: 't.created_at', kind: 'date' },
      sales: { sql: 't.sales', kind: 'number' },
      cheapestPrice: { sql: 't.cheapest_price', kind: 'number' },
      'price': { sql: 't.cheapest_price', kind: 'number' },
    },
    searchFields: ['name', 'productNumber'],
    defaultSort: [{ field: 'name', order: 'ASC', naturalSorting: false }],
  };
}

/** POST /product: the ids of the requested page of active products visible at least by link. */
export function searchProductIds(db: Queryable, chain: LanguageChain, criteria: Criteria): Promise<SearchResult<{ id: string }>> {
  return searchRows<{ id: string }>(db, productDefinition(chain), criteria, (params) => ['t.active', `t.visibility >= ${params.add(VISIBILITY.link)}`]);
}
