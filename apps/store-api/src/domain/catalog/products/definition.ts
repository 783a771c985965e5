// POST /product: criteria over the product definition (catalog/definitions.ts), limited to what the
// sales channel shows — active products visible at least by link (SalesChannelProductDefinition).
import type { Queryable } from '../../../db/database.ts';
import { searchRows, type SearchResult } from '../../criteria/search.ts';
import type { EntityDefinition } from '../../criteria/fields.ts';
import type { Criteria } from '../../criteria/types.ts';
import type { LanguageChain } from '../../translation.ts';
import { catalogDefinitions } from '../definitions.ts';
import { VISIBILITY } from './product-listing.ts';

function productDefinition(chain: LanguageChain): EntityDefinition {
  return catalogDefinitions(chain).product;
}

/** POST /product: the ids of the requested page of active products visible at least by link. */
export function searchProductIds(db: Queryable, chain: LanguageChain, criteria: Criteria): Promise<SearchResult<{ id: string }>> {
  return searchRows<{ id: string }>(db, productDefinition(chain), criteria, (params) => ['t.active', `t.visibility >= ${params.add(VISIBILITY.link)}`]);
}
