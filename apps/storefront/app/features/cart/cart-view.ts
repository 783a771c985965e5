// What the cart screens render: the Store API cart narrowed to small, serialisable views, so whole
// line-item payloads never travel to the browser.
import type { Locale } from '../../i18n/locales.ts';
import type { DeliveryPromiseView } from '../delivery/index.ts';
import { imageView, type ImageView } from '../product-data/index.ts';
import { lineItemOptions, type LineItemOption } from './line-item-options.ts';
import { productPath, type ProductPaths } from './product-links.ts';
import {
  appliedPromotionCodes,
  cartItemCount,
  isEmptyCart,
  isVirtualCart,
  savedPromotionCodes,
  shippingDiscount,
  shippingEstimate,
  type Cart,
  type CartLineItem,
} from './cart-rules.ts';

interface QuantityRule {
  min: number;
  step: number;
  max: number;
}

export interface CartLineView {
  id: string;
  label: string;
  productNumber: string | null;
  /** The chosen variant options ("Colour: Navy · Size: L"). */
  options: LineItemOption[];
  href: string | null;
  image: ImageView | null;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  quantityRule: QuantityRule;
  removable: boolean;
  /** Only stackable items can change their quantity. */
  stackable: boolean;
}

export interface PromotionLineView {
  id: string;
  label: string;
  /** Empty for automatic promotions. */
  code: string;
  totalPrice: number;
  removable: boolean;
}

interface TaxView {
  rate: number;
  tax: number;
}

export interface CartView {
  lines: CartLineView[];
  promotions: PromotionLineView[];
  count: number;
  empty: boolean;
  /** Downloads only: no shipping is shown or needed. */
  virtual: boolean;
  promotionCodes: string[];
  /** Entered codes waiting for their conditions (not eligible yet). */
  savedCodes: string[];
  subtotal: number;
  shipping: number | null;
  /** Negative: what delivery promotions take off the shipping estimate (0 without). */
  shippingDiscount: number;
  total: number;
  /** The total before VAT: net carts show it and add VAT on top. */
  netTotal: number;
  taxes: TaxView[];
  taxStatus: 'gross' | 'net' | 'tax-free';
  /** Cost and arrival for the session's country (cart page and side cart); absent where no screen shows it (checkout). */
  delivery?: DeliveryPromiseView | null;
}

function finite(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function positive(value: unknown, fallback: number): number {
  const number = finite(value, fallback);
  return number >= 1 ? Math.floor(number) : fallback;
}

function productLine(item: CartLineItem, locale: Locale, paths: ProductPaths): CartLineView {
  const label = (item.label ?? '').trim();
  const info = item.quantityInformation ?? {};
  const min = positive(info.minPurchase, 1);
  const step = positive(info.purchaseSteps, 1);
  const quantity = finite(item.quantity ?? item.price?.quantity, 1);
  const productNumber = typeof item.payload?.productNumber === 'string' ? item.payload.productNumber : null;
  const productId = item.referencedId ?? '';
  return {
    id: item.id,
    label,
    productNumber,
    options: lineItemOptions(item.payload),
    href: productPath(productId, paths, locale),
    image: imageView(item.cover, label),
    quantity,
    unitPrice: finite(item.price?.unitPrice),
    totalPrice: finite(item.price?.totalPrice),
    // The Store API already snaps maxPurchase to the step grid; never offer less than the current amount.
    quantityRule: { min, step, max: Math.max(min, positive(info.maxPurchase, Math.max(min, quantity))) },
    removable: item.removable !== false,
    stackable: item.stackable !== false,
  };
}

function promotionLine(item: CartLineItem): PromotionLineView {
  return {
    id: item.id,
    label: (item.label ?? '').trim(),
    code: (item.referencedId ?? '').trim(),
    totalPrice: finite(item.price?.totalPrice),
    removable: item.removable !== false,
  };
}

/** The product ids of a cart's product lines (for their SEO paths). */
export function cartProductIds(cart: Cart): string[] {
  return (cart.lineItems ?? []).filter((item) => item.type !== 'promotion').map((item) => item.referencedId ?? '');
}

export function cartView(cart: Cart, locale: Locale, paths: ProductPaths = new Map()): CartView {
  const items = cart.lineItems ?? [];
  const virtual = isVirtualCart(cart);
  const status = cart.price.taxStatus;
  return {
    lines: items.filter((item) => item.type !== 'promotion').map((item) => productLine(item, locale, paths)),
    promotions: items.filter((item) => item.type === 'promotion').map(promotionLine),
    count: cartItemCount(cart),
    empty: isEmptyCart(cart),
    virtual,
    promotionCodes: appliedPromotionCodes(cart),
    savedCodes: savedPromotionCodes(cart),
    subtotal: finite(cart.price.positionPrice),
    shipping: virtual ? null : shippingEstimate(cart),
    shippingDiscount: virtual ? 0 : shippingDiscount(cart),
    total: finite(cart.price.totalPrice),
    netTotal: finite(cart.price.netPrice),
    taxes: (cart.price.calculatedTaxes ?? []).map((tax) => ({ rate: finite(tax.taxRate), tax: finite(tax.tax) })),
    taxStatus: status === 'net' || status === 'tax-free' ? status : 'gross',
  };
}
