import type { Schemas } from '@shopware/api-client/api-types';

export interface CmsElementProps {
  slot: Schemas['CmsSlot'];
  /** True for elements in the first block of the page (above the fold). */
  priority: boolean;
}
