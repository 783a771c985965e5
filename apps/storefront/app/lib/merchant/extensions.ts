// The merchant's code: components for their own CMS element types and payment methods, registered in
// one entry point of their own folder (apps/storefront/merchant/index.ts), never by editing
// app/features/. The storefront reads the maps here; the merchant's modules import only these types
// (and app/ui/ if they like). Their code is part of the build: a change needs one.
import type { ComponentType } from 'react';
import extensions from '../../../merchant/index.ts';
import type { Schemas } from '../store-api/types.ts';

/** What a CMS element component gets: its slot (type, config values, data) as the Store API resolved it. */
export interface CmsElementProps {
  slot: Schemas['CmsSlot'];
  /** True for elements in the first block of the page (above the fold): load images eagerly. */
  priority: boolean;
}

/**
 * @public — what a payment component gets, rendered under its method in the checkout's and the
 * order's payment choice (fields may grow, never shrink: merchants' components depend on them).
 */
export interface PaymentComponentProps {
  /** The Store API's `paymentMethod.technicalName` the component is registered under. */
  technicalName: string;
  paymentMethodId: string;
  /** The shopper's locale, e.g. en-GB. */
  locale: string;
}

export interface MerchantExtensions {
  /** Element type (Shopware's `cms_slot.type`, e.g. a plugin's `acme-countdown`) → component. */
  cmsElements?: Readonly<Record<string, ComponentType<CmsElementProps>>>;
  /** Payment method `technicalName` → component. */
  paymentComponents?: Readonly<Record<string, ComponentType<PaymentComponentProps>>>;
}

/** The merchant's CMS elements (they win over the built-in ones of the same type). */
export const merchantCmsElements: NonNullable<MerchantExtensions['cmsElements']> = extensions.cmsElements ?? {};

/** @public — the merchant's payment components by technical name, for the checkout's payment choice. */
export const merchantPaymentComponents: NonNullable<MerchantExtensions['paymentComponents']> = extensions.paymentComponents ?? {};
