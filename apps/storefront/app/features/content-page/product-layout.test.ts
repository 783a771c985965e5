// Layout → view mapping against the engine's real product page response and variations of its
// layout (a merchant's reordered layout, extra CMS content, no cross-selling, no heading).
import type { Schemas } from '../../lib/store-api/types.ts';
import { describe, expect, it } from 'vitest';
import { engineProductPageFixture } from '../../../test/fixtures.ts';
import { DEFAULT_PRODUCT_LAYOUT, isDefaultLayout, isProductSlot, layoutCrossSellings, layoutReviews, productSlot, toProductLayout } from './product-layout.ts';
import { productLayoutView } from './product-page.server.ts';
import { viewContext } from '../product-data/view-context.ts';

type Block = Schemas['CmsBlock'];

function layout(): Schemas['CmsPage'] {
  const page = engineProductPageFixture.product.cmsPage;
  if (!page) throw new Error('The fixture has a layout.');
  return structuredClone(page);
}

/** The fixture's layout with its (one) section's blocks changed. */
function withBlocks(change: (blocks: Block[]) => Block[]): Schemas['CmsPage'] {
  const page = layout();
  const [section] = page.sections;
  if (!section) throw new Error('The fixture has a section.');
  const blocks = change([...section.blocks].sort((a, b) => a.position - b.position));
  section.blocks = blocks.map((block, position) => ({ ...block, position }));
  return page;
}

const byType = (blocks: Block[], type: string): Block => {
  const found = blocks.find((block) => block.type === type);
  if (!found) throw new Error(`No ${type} block.`);
  return found;
};

const textBlock = (html: string): Block =>
  ({
    id: 'text-block',
    type: 'text',
    position: 9,
    sectionId: 's',
    apiAlias: 'cms_block',
    marginTop: '32px',
    slots: [
      {
        id: 'text-slot',
        slot: 'content',
        type: 'text',
        blockId: 'text-block',
        config: { content: { source: 'static', value: html } },
        data: { content: html, apiAlias: 'cms_text' },
        apiAlias: 'cms_slot',
      },
    ],
  }) as unknown as Block;

const shape = (page: Schemas['CmsPage']) =>
  page.sections.map((section) => section.blocks.map((block) => `${block.type}(${block.slots.map((slot) => slot.type).join(',')})`));

describe('product layout view', () => {
  it("recognises the engine's default layout (Shopware's) as today's page, so the page ships no layout", () => {
    const view = productLayoutView(layout(), viewContext('en-GB', 'EUR'));
    expect(shape(view.page)).toEqual([
      ['gallery-buybox(image-gallery,buy-box)', 'product-description-reviews(product-description-reviews)', 'cross-selling(cross-selling)'],
    ]);
    // The heading block (name + manufacturer logo) joins the buy box, as Aisle has always shown it.
    expect(view.heading).toBe('buy-box');
    expect(isDefaultLayout(view)).toBe(true);
    expect(view).toEqual(DEFAULT_PRODUCT_LAYOUT);
  });

  it('carries no product entities: product slots have no data, ids and theme margins are left out', () => {
    const json = JSON.stringify(productLayoutView(layout(), viewContext('en-GB', 'EUR')));
    expect(json).not.toContain('"product"');
    expect(json).not.toContain('"id"');
    expect(json).not.toContain('20px');
    expect(json.length).toBeLessThan(600);
  });

  it('keeps a merchant’s block order: reviews and description before the gallery and buy box', () => {
    const page = withBlocks((blocks) => [
      byType(blocks, 'product-description-reviews'),
      byType(blocks, 'product-heading'),
      byType(blocks, 'gallery-buybox'),
      byType(blocks, 'cross-selling'),
    ]);
    const view = productLayoutView(page, viewContext('en-GB', 'EUR'));
    expect(shape(view.page)).toEqual([
      ['product-description-reviews(product-description-reviews)', 'gallery-buybox(image-gallery,buy-box)', 'cross-selling(cross-selling)'],
    ]);
    expect(view.heading).toBe('buy-box');
    expect(isDefaultLayout(view)).toBe(false);
  });

  it('keeps extra CMS content between the product blocks, sanitised, with its margins, without the repeated config content', () => {
    const page = withBlocks((blocks) => [
      byType(blocks, 'product-heading'),
      byType(blocks, 'gallery-buybox'),
      textBlock('<p>Made in Łódź<script>alert(1)</script></p>'),
      byType(blocks, 'product-description-reviews'),
    ]);
    const view = productLayoutView(page, viewContext('en-GB', 'EUR'));
    expect(shape(view.page)).toEqual([['gallery-buybox(image-gallery,buy-box)', 'text(text)', 'product-description-reviews(product-description-reviews)']]);
    const text = view.page.sections[0]?.blocks[1];
    expect(text?.marginTop).toBe('32px');
    expect(text?.slots[0]?.data).toEqual({ content: '<p>Made in Łódź</p>' });
    expect(text?.slots[0]?.config).toBeUndefined();
  });

  it('shows a layout without cross-selling without it, and reads no cross-sellings from it', () => {
    const page = withBlocks((blocks) => blocks.filter((block) => block.type !== 'cross-selling'));
    const view = productLayoutView(page, viewContext('en-GB', 'EUR'));
    expect(shape(view.page).flat()).not.toContain('cross-selling(cross-selling)');
    expect(isDefaultLayout(view)).toBe(false);
    expect(layoutCrossSellings(productSlot(page, 'cross-selling'), viewContext('en-GB', 'EUR'))).toEqual([]);
  });

  it('puts the name where the layout has it when the heading block does not lead into the buy box', () => {
    const page = withBlocks((blocks) => [byType(blocks, 'gallery-buybox'), byType(blocks, 'product-heading'), byType(blocks, 'product-description-reviews')]);
    const view = productLayoutView(page, viewContext('en-GB', 'EUR'));
    expect(shape(view.page)[0]?.[1]).toBe('product-heading(product-name,manufacturer-logo)');
    expect(view.heading).toBe('element');
  });

  it('names the product above the layout when it has neither a name nor a buy box', () => {
    const page = withBlocks((blocks) => [byType(blocks, 'product-description-reviews')]);
    expect(productLayoutView(page, viewContext('en-GB', 'EUR')).heading).toBe('page');
  });

  it('treats a gallery or name with fixed content as ordinary CMS content', () => {
    expect(isProductSlot({ type: 'image-gallery', config: { sliderItems: { source: 'static', value: [] } } })).toBe(false);
    expect(isProductSlot({ type: 'image-gallery', config: { sliderItems: { source: 'mapped', value: 'product.media' } } })).toBe(true);
    expect(isProductSlot({ type: 'product-name', config: { content: { source: 'static', value: 'Hello' } } })).toBe(false);
    expect(isProductSlot({ type: 'text', config: {} })).toBe(false);
  });

  it('orders sections and blocks by position, not by the order of the response', () => {
    const page = withBlocks((blocks) => blocks);
    page.sections[0]?.blocks.reverse();
    expect(toProductLayout(page).heading).toBe('buy-box');
    expect(shape(toProductLayout(page).page)[0]?.[0]).toBe('gallery-buybox(image-gallery,buy-box)');
  });
});

describe('layout data', () => {
  it("reads the reviews in the shopper's language and counts the others from the rating matrix", () => {
    const slot = productSlot(layout(), 'product-description-reviews');
    const reviews = layoutReviews(slot, 2.67, false, { locale: 'en-GB' });
    expect(reviews.items.map((review) => review.title)).toEqual(['Not convinced']);
    expect(reviews.total).toBe(1);
    expect(reviews.otherLanguages).toBe(2);
    expect(reviews.average).toBe(2.67);
    expect(layoutReviews(slot, 2.67, true, { locale: 'en-GB' })).toMatchObject({ otherLanguages: 0, allLanguages: true });
  });

  it('reads the cross-selling groups as product cards', () => {
    const groups = layoutCrossSellings(productSlot(layout(), 'cross-selling'), viewContext('en-GB', 'EUR'));
    expect(groups.map((group) => [group.name, group.products.length])).toEqual([['Similar products', 2]]);
    expect(groups[0]?.products[0]?.href).toMatch(/^\/[^/]+\/AI\d+/);
  });

  it('gives empty views for a layout without those slots', () => {
    expect(layoutReviews(undefined, null, false, { locale: 'en-GB' })).toMatchObject({ items: [], total: 0, otherLanguages: 0 });
    expect(layoutCrossSellings(undefined, viewContext('en-GB', 'EUR'))).toEqual([]);
  });
});
