// Colour swatches of product cards (ADR 0029): a parent's variants grouped by their colour
// option, one swatch per colour with the picture, price and link of that colour's variant. Pure; the
// variants come from one `POST /product` per page (colour-swatches.server.ts).
import { getTranslatedProperty } from '@shopware/helpers';
import type { Schemas } from '../../lib/store-api/types.ts';
import { CARD_MAX_THUMBNAIL_WIDTH, cardPrice, imageSrc, imageView, priceWithTexts, productHref, type ImageView, type PriceView } from './product-view.ts';
import type { ViewContext } from './view-context.ts';

type Product = Schemas['Product'];

export interface ColourSwatchView {
  name: string;
  /** `#rrggbb` from the option's `colorHexCode`; else `image`; else the swatch is a text chip. */
  color?: string;
  /** The option's own media (a fabric, a pattern), when it has no hex code. */
  swatchImage?: string;
  /** The colour's variant: its page (which also identifies the swatch), picture and price. */
  href: string;
  image: ImageView | null;
  /** Absent when it is the card's own price (most colours cost the same): shorter hydration data. */
  price?: PriceView;
}

/** Swatches per product family (the parent's id), for the cards of one page. */
export type SwatchIndex = ReadonlyMap<string, ColourSwatchView[]>;

/** More swatches than this and the card shows this many plus "+N" (a link to the product page). */
export const CARD_SWATCH_LIMIT = 5;

const HEX = /^#[0-9a-f]{3,8}$/i;

type Option = Schemas['PropertyGroupOption'];

function isColourOption(option: Option): boolean {
  return option.group?.displayType === 'color';
}

/** The family a listed product belongs to: a parent of variants is its own; a listed variant (Shopware's main variant) its parent's. */
export function familyOf(product: Pick<Product, 'id' | 'parentId' | 'childCount'>): string | null {
  if (product.parentId) return product.parentId;
  return (product.childCount ?? 0) > 0 ? product.id : null;
}

/**
 * A swatch's picture: one file, the card's largest (800 w covers a card on 2–3× screens), without a
 * srcset or alt (the card's picture is decorative). Every colour's candidates would lengthen the
 * listing's hydration data by ~0.1 kB per swatch for a picture seen only after a choice.
 */
function swatchPicture(media: Schemas['Media'] | null | undefined): ImageView | null {
  const view = imageView(media, '', CARD_MAX_THUMBNAIL_WIDTH);
  if (!view) return null;
  const candidates = (view.srcSet ?? '').split(', ').map((candidate) => {
    const [url = '', width = '0'] = candidate.split(' ');
    return { url, width: Number.parseInt(width, 10) || 0 };
  });
  const largest = candidates.reduce((best, candidate) => (candidate.width > best.width ? candidate : best), { url: '', width: 0 });
  const { srcSet: _srcSet, ...rest } = view;
  return { ...rest, alt: '', src: largest.url || imageSrc(view) };
}

/** The lower price first, then what can be bought: the variant a colour's swatch leads to. */
function better(a: Product, b: Product): Product {
  const available = (product: Product) => product.available !== false;
  if (available(a) !== available(b)) return available(a) ? a : b;
  return (b.calculatedPrice?.unitPrice ?? Infinity) < (a.calculatedPrice?.unitPrice ?? Infinity) ? b : a;
}

/**
 * One swatch per colour option of the variants, in the options' order. The swatch's price is the
 * lowest of that colour's variants ('from' when its sizes cost differently). Fewer than two colours
 * show nothing: the card's picture already is that colour.
 */
export function colourSwatches(variants: readonly Product[], view: ViewContext): ColourSwatchView[] {
  const byColour = new Map<string, { option: Option; variants: Product[] }>();
  for (const variant of variants) {
    const option = (variant.options ?? []).find(isColourOption);
    if (!option) continue;
    const entry = byColour.get(option.id) ?? { option, variants: [] };
    entry.variants.push(variant);
    byColour.set(option.id, entry);
  }
  if (byColour.size < 2) return [];
  return [...byColour.values()]
    .sort((a, b) => (a.option.position ?? 0) - (b.option.position ?? 0))
    .map(({ option, variants: ofColour }) => {
      const chosen = ofColour.reduce(better);
      const prices = new Set(ofColour.map((variant) => variant.calculatedPrice?.unitPrice));
      const price = cardPrice(chosen);
      const swatch: ColourSwatchView = {
        name: getTranslatedProperty(option, 'name').trim(),
        href: productHref(chosen, view.locale),
        image: swatchPicture(chosen.cover?.media),
        price: priceWithTexts(
          prices.size > 1 ? { ...price, unitPrice: Math.min(...ofColour.map((variant) => variant.calculatedPrice?.unitPrice ?? Infinity)), from: true } : price,
          view.money,
        ),
      };
      if (option.colorHexCode && HEX.test(option.colorHexCode)) swatch.color = option.colorHexCode;
      else if (option.media?.url) swatch.swatchImage = option.media.url;
      return swatch;
    });
}

/** Groups variants by family and builds each family's swatches. */
export function swatchIndex(variants: readonly Product[], view: ViewContext): SwatchIndex {
  const families = new Map<string, Product[]>();
  for (const variant of variants) {
    if (!variant.parentId) continue;
    families.set(variant.parentId, [...(families.get(variant.parentId) ?? []), variant]);
  }
  const index = new Map<string, ColourSwatchView[]>();
  for (const [family, members] of families) {
    const swatches = colourSwatches(members, view);
    if (swatches.length > 0) index.set(family, swatches);
  }
  return index;
}
