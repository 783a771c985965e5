// Store API products → the small, typed views the components render. Loaders map on the server, so
// pages ship a few fields per product instead of whole entities (smaller HTML and hydration data).
// Pure; null fields may be absent (the engine omits them, Shopware sends null): read defensively.
import type { Schemas } from '../../lib/store-api/types.ts';
import { getProductUrl, getSrcSetForMedia, getTranslatedProperty } from '@shopware/helpers';
import type { Locale } from '../../i18n/locales.ts';
import { localisePath } from '../../i18n/paths.ts';
import { encodePath } from '../../lib/http/url-path.ts';
import type { ColourSwatchView, SwatchIndex } from './colour-swatches.ts';
import type { FormatMoney } from './price-format.ts';
import { priceText } from './price-text.ts';
import type { ViewContext } from './view-context.ts';

type Product = Schemas['Product'];
type Media = Schemas['Media'];

export interface ImageView {
  /** Left out of cards that have a srcset: the srcset's first (smallest) candidate serves (imageSrc). */
  src?: string;
  srcSet?: string;
  alt: string;
  width?: number;
  height?: number;
}

interface ReferencePriceView {
  price: number;
  purchaseUnit: number;
  referenceUnit: number;
  unitName: string;
}

export interface TierView {
  quantity: number;
  unitPrice: number;
  /** docs/product-rules.md §3: the last tier reads 'from {qty}', the others 'to {qty}'. */
  label: 'from' | 'to';
}

/** A price; cards (many per page, all in the hydration data) leave out what they do not have. */
export interface PriceView {
  /**
   * The prices below formatted for the shopper's locale and currency by the mappers on the server
   * (ViewContext.money): the browser renders them as they are. Formatting there would start the
   * browser's ICU data during hydration, one task of 60–140 ms on a mid-range phone (ADR 0022).
   * Absent where no mapper formatted them (then the component formats). Flat strings: cards are many.
   */
  unitText?: string;
  listText?: string;
  referenceText?: string;
  /** In the order of `tiers`. */
  tierTexts?: string[];
  unitPrice: number;
  /** Shown as 'from …': variants or tiers with different prices. */
  from: boolean;
  listPrice?: number | null;
  /** Saving against the list price in percent. */
  percentage?: number | null;
  reference?: ReferencePriceView | null;
  /** The product page's tier table (cards have none). */
  tiers?: TierView[];
}

/** A product as listings, sliders and search show it (only what ProductCard renders). */
export interface ProductCardView {
  id: string;
  /** The merchant's number: `item_id` of analytics events (features/analytics). */
  productNumber: string;
  name: string;
  href: string;
  image: ImageView | null;
  price: PriceView;
  topseller: boolean;
  available: boolean;
  /** A parent of variants: the shopper has to pick a variant before buying. */
  hasVariants: boolean;
  ratingAverage: number | null;
  /** Colours of the variants (two or more), when the page loaded them (colour-swatches.server.ts). */
  colours?: ColourSwatchView[];
}

/** What the product page's buy box needs beyond the card (number and quantity rules). */
export interface PurchaseView {
  productNumber: string;
  minPurchase: number;
  purchaseSteps: number;
  maxPurchase: number;
}

function finite(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/**
 * Widest thumbnail a product card offers: cards are at most 18rem wide (CARD_IMAGE_SIZES; half the
 * screen on phones), so 800 px covers 2–3× screens, and larger candidates only lengthen every
 * listing's hydration data.
 */
export const CARD_MAX_THUMBNAIL_WIDTH = 800;

/** The URL for `src`: the image's own, else the first candidate of its srcset. */
export function imageSrc(image: ImageView): string {
  return image.src ?? image.srcSet?.split(' ')[0] ?? '';
}

/** The image with a srcset of its thumbnails (up to `maxWidth` wide, when given). */
export function imageView(media: Media | null | undefined, fallbackAlt: string, maxWidth = Infinity): ImageView | null {
  if (!media?.url) return null;
  const thumbnails = (media.thumbnails ?? []).filter((thumbnail) => thumbnail.url && (finite(thumbnail.width) ?? 0) <= maxWidth);
  const srcSet = getSrcSetForMedia({ thumbnails }) || undefined;
  const view: ImageView = { alt: getTranslatedProperty(media, 'alt') || fallbackAlt };
  // Cards (a width limit) keep the hydration data short: their fallback src is the srcset's first URL.
  if (!srcSet || maxWidth === Infinity) view.src = media.url;
  if (srcSet) view.srcSet = srcSet;
  const width = finite(media.metaData?.width);
  const height = finite(media.metaData?.height);
  if (width && height) Object.assign(view, { width, height });
  return view;
}

export function productName(product: Pick<Product, 'translated' | 'name'>): string {
  return getTranslatedProperty(product, 'name').trim();
}

/** The product's storefront path in `locale`: its SEO path, else `/detail/{id}` (docs/product-rules.md §2). */
export function productHref(product: Pick<Product, 'id' | 'seoUrls'>, locale: Locale): string {
  return localisePath(encodePath(getProductUrl(product)), locale);
}

function referenceView(reference: Schemas['CartPriceReference'] | Schemas['ReferencePrice'] | null | undefined): ReferencePriceView | null {
  if (!reference) return null;
  const price = finite(reference.price);
  const purchaseUnit = finite(reference.purchaseUnit);
  const referenceUnit = finite(reference.referenceUnit);
  if (price === null || !purchaseUnit || !referenceUnit || !reference.unitName) return null;
  return { price, purchaseUnit, referenceUnit, unitName: reference.unitName };
}

/** Tier prices (calculatedPrices) with their labels; one tier is no scale and shows nothing. */
export function tierViews(prices: readonly Schemas['CalculatedPrice'][] | null | undefined): TierView[] {
  const list = prices ?? [];
  if (list.length < 2) return [];
  return list.map((price, index) => ({ quantity: price.quantity, unitPrice: price.unitPrice, label: index === list.length - 1 ? 'from' : 'to' }));
}

/** The price with its texts (after the price's own fields, as the hydration data has always had them). */
export function priceWithTexts(price: PriceView, money: FormatMoney): PriceView {
  return { ...price, ...priceText(price, money) };
}

function detailPrice(product: Product): PriceView {
  const price = product.calculatedPrice;
  const tiers = tierViews(product.calculatedPrices);
  const listPrice = finite(price?.listPrice?.price);
  return {
    unitPrice: finite(price?.unitPrice) ?? 0,
    from: false,
    listPrice: listPrice && listPrice > (price?.unitPrice ?? 0) ? listPrice : null,
    percentage: finite(price?.listPrice?.percentage),
    reference: referenceView(price?.referencePrice),
    tiers,
  };
}

/** Price of a product page: the current variant's price, list price, reference price and tiers. */
export function detailPriceView(product: Product, money: FormatMoney): PriceView {
  return priceWithTexts(detailPrice(product), money);
}

/**
 * Price of a product card without texts: listings show the cheapest price ('from' when variants or
 * tiers differ), Shopware's own rule (calculatedCheapestPrice.hasRange, several calculatedPrices).
 */
export function cardPrice(product: Product): PriceView {
  const detail = detailPrice(product);
  const cheapest = product.calculatedCheapestPrice;
  const tiers = detail.tiers ?? [];
  const lowestTier = tiers.length ? Math.min(...tiers.map((tier) => tier.unitPrice)) : null;
  const cheapestPrice = finite(cheapest?.unitPrice);
  const from = Boolean(cheapest?.hasRange) || tiers.length > 1;
  const unitPrice = lowestTier ?? (from && cheapestPrice !== null ? cheapestPrice : (finite(product.calculatedPrice?.unitPrice) ?? cheapestPrice ?? 0));
  const reference = from ? referenceView(cheapest?.referencePrice) : detail.reference;
  return {
    unitPrice,
    from,
    ...(typeof detail.listPrice === 'number' ? { listPrice: detail.listPrice } : {}),
    ...(typeof detail.percentage === 'number' ? { percentage: detail.percentage } : {}),
    ...(reference ? { reference } : {}),
  };
}

/** Price of a product card, with its texts. */
export function cardPriceView(product: Product, money: FormatMoney): PriceView {
  return priceWithTexts(cardPrice(product), money);
}

export function purchaseView(product: Product): PurchaseView {
  return {
    productNumber: product.productNumber,
    minPurchase: finite(product.minPurchase) ?? 1,
    purchaseSteps: finite(product.purchaseSteps) ?? 1,
    maxPurchase: finite(product.calculatedMaxPurchase) ?? finite(product.maxPurchase) ?? 100,
  };
}

const samePrice = (a: PriceView, b: PriceView) =>
  a.unitPrice === b.unitPrice &&
  a.from === b.from &&
  (a.listPrice ?? null) === (b.listPrice ?? null) &&
  (a.reference?.price ?? null) === (b.reference?.price ?? null);

/** The swatches of a card whose own price is `price`: those costing the same leave theirs out. */
export function withoutCardPrice(swatches: readonly ColourSwatchView[], price: PriceView): ColourSwatchView[] {
  return swatches.map(({ price: own, ...swatch }) => (own && !samePrice(own, price) ? { ...swatch, price: own } : swatch));
}

export function toProductCard(product: Product, view: ViewContext, swatches?: SwatchIndex): ProductCardView {
  const name = productName(product);
  const media = product.cover?.media ?? product.media?.[0]?.media;
  const colours = swatches?.get(product.parentId ?? product.id);
  const price = cardPriceView(product, view.money);
  return {
    ...(colours ? { colours: withoutCardPrice(colours, price) } : {}),
    id: product.id,
    productNumber: product.productNumber ?? '',
    name,
    href: productHref(product, view.locale),
    image: imageView(media, name, CARD_MAX_THUMBNAIL_WIDTH),
    price,
    topseller: Boolean(product.markAsTopseller),
    available: product.available !== false,
    hasVariants: (product.childCount ?? 0) > 0 && !product.parentId,
    ratingAverage: finite(product.ratingAverage),
  };
}
