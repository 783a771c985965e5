// The merchant's code: components for their own CMS element types, registered in one entry point of
// their own folder (apps/storefront/merchant/index.ts, which also names their payment components for
// the checkout's registry), never by editing app/features/. The storefront reads the map here; the
// merchant's modules import only these types (and app/ui/ if they like). Their code is part of the
// build: a change needs one.
import type { ComponentType } from 'react';
import extensions from '../../../merchant/index.ts';
import type { Schemas } from '../store-api/types.ts';

/** What a CMS element component gets: its slot (type, config values, data) as the Store API resolved it. */
export interface CmsElementProps {
  slot: Schemas['CmsSlot'];
  /** True for elements in the first block of the page (above the fold): load images eagerly. */
  priority: boolean;
}

export interface MerchantExtensions {
  /** Element type (Shopware's `cms_slot.type`, e.g. a plugin's `acme-countdown`) → component. */
  cmsElements?: Readonly<Record<string, ComponentType<CmsElementProps>>>;
}

/** The merchant's CMS elements (they win over the built-in ones of the same type). */
export const merchantCmsElements: NonNullable<MerchantExtensions['cmsElements']> = extensions.cmsElements ?? {};
