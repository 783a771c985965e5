// The product page's CMS layout (Shopware's `product_detail` page) as a view: which sections, blocks
// and slots render, in which order, stripped to what the CMS renderer reads. Product elements carry
// no data (their components read the page's product, reviews and cross-sellings, which the page has
// once); other elements keep their prepared data. Without a layout the page shows the default one.
import type { Schemas } from '../../lib/store-api/types.ts';
import { sortedByPosition, layoutFields, slimBlock, slimSlot } from '../cms/index.ts';
import { toCrossSellings, toReviews, type CrossSellingView, type LanguageTags, type ReviewsView, type ViewContext } from '../product-data/index.ts';

type Page = Schemas['CmsPage'];
type Section = Schemas['CmsSection'];
type Block = Schemas['CmsBlock'];
type Slot = Schemas['CmsSlot'];

/** Element types the product page renders with its own components, from the page's data. */
const PRODUCT_ELEMENT_TYPES: ReadonlySet<string> = new Set([
  'buy-box',
  'image-gallery',
  'product-description-reviews',
  'cross-selling',
  'product-name',
  'manufacturer-logo',
]);

/**
 * Blocks the product page lays out itself (ProductLayout.tsx): their margins are Shopware's theme's
 * (20 px), not the merchant's intent, and are not passed on.
 */
const PRODUCT_BLOCK_TYPES: ReadonlySet<string> = new Set(['product-heading', 'gallery-buybox', 'product-description-reviews', 'cross-selling']);

/** Where the product's name, the page's one `h1`, goes. */
type HeadingPlacement = 'buy-box' | 'element' | 'page';

export interface ProductLayoutView {
  /** The layout, slim: only the fields the CMS renderer reads. */
  page: Page;
  /**
   * `buy-box`: above the buy box, with the manufacturer (Aisle's look; also where a product-heading
   * block directly before the gallery/buy-box block goes); `element`: a product-name element of the
   * layout; `page`: neither exists, the page names the product above the layout.
   */
  heading: HeadingPlacement;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function configSource(slot: Pick<Slot, 'config'>, key: string): unknown {
  return record(record(slot.config)?.[key])?.source;
}

/**
 * A slot the product components render. A gallery or name the merchant filled with fixed content
 * (`source: static`) is ordinary CMS content instead.
 */
export function isProductSlot(slot: Pick<Slot, 'type' | 'config'>): boolean {
  if (!PRODUCT_ELEMENT_TYPES.has(slot.type)) return false;
  if (slot.type === 'image-gallery') return configSource(slot, 'sliderItems') !== 'static';
  if (slot.type === 'product-name') return configSource(slot, 'content') !== 'static';
  return true;
}

/** Product slots lose their data and config (their components read the page's data); the rest like every other CMS slot. */
function productLayoutSlot(slot: Slot): Slot {
  return isProductSlot(slot) ? ({ slot: slot.slot, type: slot.type } as Slot) : slimSlot(slot);
}

/** Blocks the product page lays out itself keep no margins. */
function productLayoutBlock(block: Block, position: number): Block {
  const margins = !(block.type && PRODUCT_BLOCK_TYPES.has(block.type));
  return { ...slimBlock(block, position, margins), slots: (block.slots ?? []).map(productLayoutSlot) } as Block;
}

const hasSlot = (block: Block | undefined, type: string) => (block?.slots ?? []).some((slot) => slot.type === type && isProductSlot(slot));

/** A product-heading block of only product elements, right before the block with the buy box. */
function headingJoinsBuyBox(block: Block, next: Block | undefined): boolean {
  return block.type === 'product-heading' && hasSlot(next, 'buy-box') && (block.slots ?? []).every(isProductSlot);
}

/** The layout view of a product page's CMS page (its commerce slots already prepared or emptied). */
export function toProductLayout(page: Page): ProductLayoutView {
  let joined = false;
  const sections = sortedByPosition(page.sections).map((section, sectionIndex) => {
    const blocks = sortedByPosition(section.blocks);
    const kept = blocks.filter((block, index) => {
      if (joined || !headingJoinsBuyBox(block, blocks[index + 1])) return true;
      joined = true;
      return false;
    });
    return { ...layoutFields(section, sectionIndex), blocks: kept.map(productLayoutBlock) } as Section;
  });
  const slots = sections.flatMap((section) => section.blocks.flatMap((block) => block.slots));
  const has = (type: string) => slots.some((slot) => slot.type === type && isProductSlot(slot));
  const heading: HeadingPlacement = joined ? 'buy-box' : has('product-name') ? 'element' : has('buy-box') ? 'buy-box' : 'page';
  return { page: { ...(page.cssClass ? { cssClass: page.cssClass } : {}), sections } as Page, heading };
}

const slot = (name: string, type: string): Slot => ({ slot: name, type }) as Slot;
const block = (position: number, type: string, slots: Slot[]): Block => ({ type, position, slots }) as Block;

/** Today's page for products without a layout: gallery and buy box, description and reviews, cross-selling. */
export const DEFAULT_PRODUCT_LAYOUT: ProductLayoutView = {
  page: {
    sections: [
      {
        type: 'default',
        position: 0,
        blocks: [
          block(0, 'gallery-buybox', [slot('left', 'image-gallery'), slot('right', 'buy-box')]),
          block(1, 'product-description-reviews', [slot('content', 'product-description-reviews')]),
          block(2, 'cross-selling', [slot('content', 'cross-selling')]),
        ],
      } as Section,
    ],
  } as Page,
  heading: 'buy-box',
};

/** Shopware's default product page, as Aisle has always shown it: the page's data leaves it out. */
export function isDefaultLayout(layout: ProductLayoutView): boolean {
  return layout.heading === DEFAULT_PRODUCT_LAYOUT.heading && JSON.stringify(layout.page) === JSON.stringify(DEFAULT_PRODUCT_LAYOUT.page);
}

/** The first product slot of a type in a layout (slots in page order). */
export function productSlot(page: Page, type: string): Slot | undefined {
  for (const section of sortedByPosition(page.sections)) {
    for (const entry of sortedByPosition(section.blocks)) {
      const found = (entry.slots ?? []).find((candidate) => candidate.type === type && isProductSlot(candidate));
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Reviews of a description-reviews slot (`ProductReviewResult`). With `language=filter-language` its
 * total counts the shopper's language; the rating matrix counts all, the difference is the others.
 */
export function layoutReviews(
  slot: Slot | undefined,
  ratingAverage: number | null | undefined,
  allLanguages: boolean,
  reviewsOptions: { locale: string; languageTags?: LanguageTags },
): ReviewsView {
  const reviews = record(record(slot?.data)?.reviews);
  const elements = Array.isArray(reviews?.elements) ? (reviews.elements as Schemas['ProductReview'][]) : [];
  const total = typeof reviews?.total === 'number' ? reviews.total : elements.length;
  const all = record(reviews?.matrix)?.totalReviewCount;
  const otherLanguages = allLanguages || typeof all !== 'number' ? 0 : Math.max(all - total, 0);
  return { ...toReviews(elements, total, ratingAverage, reviewsOptions), otherLanguages, allLanguages };
}

/** Cross-sellings of a cross-selling slot (`CrossSellingStruct`: none when the product has none). */
export function layoutCrossSellings(slot: Slot | undefined, view: ViewContext): CrossSellingView[] {
  const groups = record(slot?.data)?.crossSellings;
  return toCrossSellings(Array.isArray(groups) ? (groups as Schemas['CrossSellingElement'][]) : [], view);
}
