// Commerce CMS elements carry whole Store API entities in `slot.data`. The server replaces them by
// small views (prepare.server.ts) tagged with an own `apiAlias`; elements read them back through
// `preparedData`, which checks the tag, so a slot that was not prepared renders nothing.
import type { Schemas } from '../../lib/store-api/types.ts';
import type { ListingFiltersView, ListingView } from '../listing/index.ts';
import type { ConfiguratorGroupView, CrossSellingView, ProductDetailView, ReviewsView, ProductCardView } from '../product-data/index.ts';

export interface SalutationView {
  id: string;
  name: string;
}

export type PreparedSlotData =
  | { apiAlias: 'aisle_product_box'; product: ProductCardView | null }
  | { apiAlias: 'aisle_product_slider'; title: string; products: ProductCardView[] }
  | { apiAlias: 'aisle_product_listing'; listing: ListingView; showFilters: boolean; showSorting: boolean }
  | { apiAlias: 'aisle_sidebar_filter'; filters: ListingFiltersView | null }
  | { apiAlias: 'aisle_buy_box'; product: ProductDetailView; configurator: ConfiguratorGroupView[] }
  | { apiAlias: 'aisle_description_reviews'; product: ProductDetailView; reviews: ReviewsView }
  | { apiAlias: 'aisle_cross_selling'; groups: CrossSellingView[] }
  | { apiAlias: 'aisle_form'; type: 'contact' | 'newsletter'; title: string; confirmation: string; salutations: SalutationView[] };

export type PreparedAlias = PreparedSlotData['apiAlias'];

export function preparedData<A extends PreparedAlias>(slot: Schemas['CmsSlot'], alias: A): Extract<PreparedSlotData, { apiAlias: A }> | null {
  const data: unknown = slot.data;
  if (typeof data !== 'object' || data === null || !('apiAlias' in data) || data.apiAlias !== alias) return null;
  return data as Extract<PreparedSlotData, { apiAlias: A }>;
}
