import type { Schemas } from '../../../lib/store-api/types.ts';

export interface CmsElementProps {
  slot: Schemas['CmsSlot'];
  /** True for elements in the first block of the page (above the fold). */
  priority: boolean;
}
