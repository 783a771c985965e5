// The merchant's code: components for their own CMS element types and for the storefront's slots (footer
// blocks, trust badges, a product-card badge), registered in one entry point of
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

/** What a slot on every page gets: the page's locale (the merchant's messages come through `useTranslation`). */
export interface PageSlotProps {
  locale: string;
}

/** What the product-card badge gets of the card's product. */
export interface CardBadgeProps {
  product: { id: string; productNumber: string; name: string; topseller: boolean; available: boolean };
}

/** Places in the storefront's pages where the merchant's components render; each renders nothing when it has nothing to say. */
export interface MerchantSlots {
  /** Blocks in the footer's first column, under the tagline (opening hours, a hotline, a newsletter note). */
  footer?: readonly ComponentType<PageSlotProps>[];
  /** Trust badges and payment logos: one row above the footer's bottom line. */
  trustBadges?: readonly ComponentType<PageSlotProps>[];
  /** A badge on every product card's image, under the top seller's (new, sustainable, a sale): null for none. */
  productCardBadge?: ComponentType<CardBadgeProps>;
}

export interface MerchantExtensions {
  /** Element type (Shopware's `cms_slot.type`, e.g. a plugin's `acme-countdown`) → component. */
  cmsElements?: Readonly<Record<string, ComponentType<CmsElementProps>>>;
  slots?: MerchantSlots;
}

/** The merchant's components for the storefront's slots (none in the demo). */
export const merchantSlots: MerchantSlots = extensions.slots ?? {};

/** The merchant's CMS elements (they win over the built-in ones of the same type). */
export const merchantCmsElements: NonNullable<MerchantExtensions['cmsElements']> = extensions.cmsElements ?? {};
