// Product fields the generic criteria (POST /product) can filter and sort on.
import type { Queryable } from '../../../db/database.ts';
import { searchRows, type SearchResult } from '../../criteria/search.ts';
import { field, sortBy, type EntityDefinition } from '../../criteria/sql.ts';
import type { Criteria } from '../../criteria/types.ts';
import { translatedField } from '../../system/definitions.ts';
import type { LanguageChain } from '../../translation.ts';
import { VISIBILITY } from './product-listing.ts';

export function productDefinition(chain: LanguageChain): EntityDefinition {
  return {
    entity: 'product',
    table: 'product',
    fields: {
      id: field.text('t.id'),
      parentId: field.text('t.parent_id'),
      productNumber: field.text('t.product_number'),
      name: translatedField(chain, 'name'),
      active: field.boolean('t.active'),
      stock: field.number('t.stock'),
      availableStock: field.number('t.available_stock'),
      manufacturerId: field.text('t.manufacturer_id'),
      markAsTopseller: field.boolean('t.mark_as_topseller'),
      shippingFree: field.boolean('t.shipping_free'),
      isCloseout: field.boolean('t.is_closeout'),
      ratingAverage: field.number('t.rating_average'),
      releaseDate: field.date('t.release_date'),
      createdAt: field.date('t.created_at'),
      sales: field.number('t.sales'),
      cheapestPrice: field.number('t.cheapest_price'),
      price: field.number('t.cheapest_price'),
    },
    searchFields: ['name', 'productNumber'],
    defaultSort: sortBy('ASC', 'name'),
  };
}

/** POST /product: the ids of the requested page of active products visible at least by link. */
export function searchProductIds(db: Queryable, chain: LanguageChain, criteria: Criteria): Promise<SearchResult<{ id: string }>> {
  return searchRows<{ id: string }>(db, productDefinition(chain), criteria, (params) => ['t.active', `t.visibility >= ${params.add(VISIBILITY.link)}`]);
}
