// @vitest-environment happy-dom
// The product page rendered from layouts (the engine's real response and a merchant's variations)
// through the CMS renderer: what shows, in which order, and one h1 wherever the layout puts the name.
import type { Schemas } from '../../lib/store-api/types.ts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineProductPageFixture } from '../../../test/fixtures.ts';
import { renderInApp, STREAMED } from '../../../test/render.tsx';
import { toConfigurator, toProductDetail } from '../product-data/detail-view.ts';
import { isDefaultLayout, layoutCrossSellings, layoutReviews, productSlot } from './product-layout.ts';
import { productLayoutView } from './product-page.server.ts';
import { ProductDetailPage } from './ProductDetailPage.tsx';
import type { ProductPageView } from './product-page-view.ts';
import { viewContext } from '../product-data/view-context.ts';

afterEach(cleanup);

type Block = Schemas['CmsBlock'];

/** The page view the loader makes of the fixture, with its layout's blocks changed. */
function pageView(change: (blocks: Block[]) => Block[] = (blocks) => blocks): ProductPageView {
  const { product, configurator } = structuredClone(engineProductPageFixture);
  const cmsPage = product.cmsPage;
  const section = cmsPage?.sections[0];
  if (!cmsPage || !section) throw new Error('The fixture has a layout.');
  section.blocks = change([...section.blocks].sort((a, b) => a.position - b.position)).map((block, position) => ({ ...block, position }));
  const layout = productLayoutView(cmsPage, viewContext('en-GB', 'EUR'));
  return {
    product: toProductDetail(product, viewContext('en-GB', 'EUR'), (html) => html),
    configurator: toConfigurator(configurator, product.optionIds ?? []),
    reviews: Promise.resolve(layoutReviews(productSlot(cmsPage, 'product-description-reviews'), product.ratingAverage, false, { locale: 'en-GB' })),
    crossSellings: Promise.resolve(layoutCrossSellings(productSlot(cmsPage, 'cross-selling'), viewContext('en-GB', 'EUR'))),
    breadcrumbs: Promise.resolve([]),
    ...(isDefaultLayout(layout) ? {} : { layout }),
  };
}

const pick = (blocks: Block[], ...types: string[]) =>
  types.map((type) => blocks.find((block) => block.type === type)).filter((block): block is Block => block !== undefined);

const TEXT_BLOCK = {
  type: 'text',
  position: 0,
  slots: [{ slot: 'content', type: 'text', data: { content: '<p>Woven in Łódź</p>', apiAlias: 'cms_text' } }],
} as unknown as Block;

/** The page's parts in document order. */
function order(): string[] {
  const parts = ['product-gallery', 'buy-box', 'product-description', 'product-reviews', 'cross-selling'];
  const found = parts.flatMap((id) => screen.queryAllByTestId(id));
  const text = screen.queryByText('Woven in Łódź');
  if (text) found.push(text);
  return found
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map((element) => element.getAttribute('data-testid') ?? 'text');
}

describe('<ProductDetailPage> from layouts', () => {
  it("shows Shopware's default layout as today's page: gallery and buy box, description, reviews, cross-selling", async () => {
    const errors = vi.spyOn(console, 'error');
    renderInApp(<ProductDetailPage page={pageView()} />, { locale: 'en-GB', path: '/Casual-linen-T-shirt-Navy-S/AI10014.6' });
    // Reviews and cross-sellings are streamed: they render once their promises resolve.
    await screen.findByTestId('cross-selling', {}, STREAMED);
    await screen.findByTestId('product-reviews', {}, STREAMED);
    expect(errors).not.toHaveBeenCalled();
    expect(order()).toEqual(['product-gallery', 'buy-box', 'product-description', 'product-reviews', 'cross-selling']);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Casual linen T-shirt');
    // The name heads the buy column, with the manufacturer above it.
    expect(heading.parentElement?.contains(screen.getByTestId('buy-box'))).toBe(true);
    expect(screen.getByText('Linnea Studio')).toBeTruthy();
    expect(screen.getByText('2 more reviews in other languages', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show reviews in all languages' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Similar products' })).toBeTruthy();
  });

  it('follows a merchant’s layout: reviews first, extra text, no cross-selling', async () => {
    renderInApp(
      <ProductDetailPage
        page={pageView((blocks) => [...pick(blocks, 'product-description-reviews'), TEXT_BLOCK, ...pick(blocks, 'product-heading', 'gallery-buybox')])}
      />,
    );
    await screen.findByTestId('product-reviews', {}, STREAMED);
    expect(order()).toEqual(['product-description', 'product-reviews', 'text', 'product-gallery', 'buy-box']);
    expect(screen.queryByTestId('cross-selling')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('puts the name where the layout has it, with the manufacturer logo', () => {
    const { container } = renderInApp(<ProductDetailPage page={pageView((blocks) => pick(blocks, 'gallery-buybox', 'product-heading', 'cross-selling'))} />);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    const headingBlock = container.querySelector('.cms-block-product-heading');
    expect(headingBlock?.contains(headings[0] ?? null)).toBe(true);
    expect(headingBlock?.querySelector('img')?.getAttribute('alt')).toBe('Linnea Studio');
    expect(screen.getByTestId('buy-box').closest('.cms-block-gallery-buybox')?.querySelector('h1')).toBeNull();
  });

  it('names the product above a layout without name and buy box', async () => {
    renderInApp(<ProductDetailPage page={pageView((blocks) => pick(blocks, 'product-description-reviews'))} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Casual linen T-shirt');
    expect(screen.queryByTestId('buy-box')).toBeNull();
    expect(await screen.findByTestId('product-reviews', {}, STREAMED)).toBeTruthy();
  });
});
