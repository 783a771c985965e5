// Inputs and stored state of the cart calculator.
import type { PriceContext, PriceMap, TierPrice } from '../pricing/price-context.ts';

export interface CartItemInput {
  id: string;
  type: 'product' | 'promotion';
  referencedId: string;
  quantity: number;
}

/** What is stored per context token. */
export interface CartData {
  items: CartItemInput[];
  addedCodes: string[];
  blockedPromotionIds: string[];
  /** Discount line ids of the last calculation, to report newly added discounts once. */
  discountIds?: string[];
}

export function emptyCartData(): CartData {
  return { items: [], addedCodes: [], blockedPromotionIds: [] };
}

export interface DeliveryTimeInfo {
  id: string;
  name: string;
  min: number;
  max: number;
  unit: string;
}

export interface CartProduct {
  id: string;
  parentId: string | null;
  hasVariants: boolean;
  name: string;
  productNumber: string;
  price: PriceMap;
  tiers: TierPrice[];
  taxId: string;
  taxRate: number;
  minPurchase: number;
  purchaseSteps: number;
  calculatedMaxPurchase: number;
  maxPurchase: number | null;
  stock: number;
  isCloseout: boolean;
  shippingFree: boolean;
  isDownload: boolean;
  weight: number | null;
  deliveryTime: DeliveryTimeInfo | null;
  /** Serialised cover media (cart_line_item.cover), if any. */
  cover?: unknown;
  payload: Record<string, unknown>;
}

export interface PromotionDefinition {
  id: string;
  name: string;
  code: string | null;
  useCodes: boolean;
  priority: number;
  preventCombination: boolean;
  exclusionIds: string[];
  conditions: { minCartTotal?: number; loggedIn?: boolean };
  discounts: Array<{ id: string; scope: 'cart' | 'delivery'; type: 'percentage' | 'absolute'; value: number; maxValue?: number }>;
}

export interface ShippingPriceRange {
  id?: string;
  calculation: 'price' | 'quantity';
  start: number;
  end: number | null;
  price: PriceMap;
}

/** A small rule language for method availability (stands in for Shopware's rule builder). */
export interface AvailabilityRule {
  countries?: string[];
  /** Goods total limits in the default currency, gross. */
  minCartTotal?: number;
  maxCartTotal?: number;
  /** Only for carts with physical items (e.g. cash on delivery). */
  physicalOnly?: boolean;
}

/** What an availability rule looks at in a cart. */
export interface CartFacts {
  countryIso: string;
  /** Goods total in the default currency, gross. */
  goodsTotal: number;
  hasPhysicalItems: boolean;
}

interface MethodInfo {
  id: string;
  name: string;
  /** Active and offered by the sales channel. */
  active: boolean;
  availability: AvailabilityRule;
}

export interface ShippingInfo extends MethodInfo {
  prices: ShippingPriceRange[];
  deliveryTime: DeliveryTimeInfo | null;
}

export interface CalculationInput {
  data: CartData;
  products: Map<string, CartProduct>;
  /** Promotions for the codes in the cart, by lower-case code. */
  codePromotions: Map<string, PromotionDefinition>;
  automaticPromotions: PromotionDefinition[];
  shipping: ShippingInfo;
  payment: MethodInfo;
  price: PriceContext;
  loggedIn: boolean;
  shippingLocation: { countryId: string; countryIso: string; countryName: string; shippingAvailable: boolean; countryStateId?: string };
  now: Date;
  token: string;
  /** Serialised entities the cart embeds (shipping_method, country). */
  shippingMethodEntity: unknown;
  locationCountryEntity: unknown;
}
