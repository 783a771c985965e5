// The product page loader with a stand-in Store API answering real responses: the engine's product
// with its layout (reviews and cross-sellings come from the layout, no extra calls) and Shopware's
// product without one (today's page, reviews and cross-sellings loaded apart).
import type { Schemas } from '../../lib/store-api/types.ts';
import { describe, expect, it } from 'vitest';
import { crossSellingFixture, engineProductPageFixture, productFixture } from '../../../test/fixtures.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { loadProductPage } from './product-page.server.ts';
import { viewContext } from '../product-data/view-context.ts';

interface Call {
  operation: string;
  query: unknown;
}

function standIn(detail: { product: Schemas['Product']; configurator?: Schemas['PropertyGroup'][] }) {
  const calls: Call[] = [];
  const answers: Record<string, unknown> = {
    'readProductDetail post /product/{productId}': detail,
    'readProductReviews post /product/{productId}/reviews': {
      elements: [{ id: 'r1', title: 'Fine', content: 'Fine indeed.', points: 4, createdAt: '2024-01-01T00:00:00Z' }],
      total: 1,
    },
    'readProductCrossSellings post /product/{productId}/cross-selling': crossSellingFixture,
    'readBreadcrumb get /breadcrumb/{id}': [{ name: 'Clothing', path: 'Clothing/', translated: { name: 'Clothing' } }],
  };
  const api = {
    invoke: async (operation: string, params?: { query?: unknown }) => {
      calls.push({ operation, query: params?.query });
      return { data: answers[operation] };
    },
  } as unknown as StoreApiClient;
  return { api, calls };
}

const operations = (calls: Call[]) => calls.map((call) => call.operation.split(' ')[0]).sort();

describe('loadProductPage', () => {
  it('renders a product with a layout from it: reviews and cross-sellings from its slots, no extra calls', async () => {
    const { api, calls } = standIn(structuredClone(engineProductPageFixture));
    const page = await loadProductPage(api, 'id', viewContext('en-GB', 'EUR'), { languageId: 'en', all: false });
    expect(operations(calls)).toEqual(['readBreadcrumb', 'readProductDetail']);
    expect(calls[0]?.query).toEqual({ skipCmsPage: false, sort: 'createdAt', language: 'filter-language' });
    expect(await page.reviews).toMatchObject({ total: 1, otherLanguages: 2, allLanguages: false });
    expect((await page.crossSellings).map((group) => group.products.length)).toEqual([2]);
    // Streamed cross-sellings are mapped with the page's view context: their prices have texts.
    expect((await page.crossSellings)[0]?.products.every((product) => product.price.unitText?.startsWith('€'))).toBe(true);
    expect(page.product.price.unitText).toMatch(/^€/);
    expect(page.product.card.price.unitText).toMatch(/^€/);
    // Shopware's default layout is today's page: nothing about it goes to the browser.
    expect(page.layout).toBeUndefined();
    expect((await page.breadcrumbs).map((crumb) => crumb.name)).toEqual(['Clothing']);
  });

  it('asks for the reviews in all languages when the shopper does', async () => {
    const { api, calls } = standIn(structuredClone(engineProductPageFixture));
    const page = await loadProductPage(api, 'id', viewContext('en-GB', 'EUR'), { languageId: 'en', all: true });
    expect(calls[0]?.query).toEqual({ skipCmsPage: false, sort: 'createdAt' });
    expect(await page.reviews).toMatchObject({ otherLanguages: 0, allLanguages: true });
  });

  it('ships a layout that differs from the default, and no cross-sellings when it has none', async () => {
    const detail = structuredClone(engineProductPageFixture);
    const section = detail.product.cmsPage?.sections[0];
    if (!section) throw new Error('The fixture has a layout.');
    section.blocks = section.blocks.filter((block) => block.type !== 'cross-selling');
    const { api, calls } = standIn(detail);
    const page = await loadProductPage(api, 'id', viewContext('en-GB', 'EUR'), { languageId: 'en', all: false });
    expect(operations(calls)).toEqual(['readBreadcrumb', 'readProductDetail']);
    expect(await page.crossSellings).toEqual([]);
    expect(page.layout?.page.sections[0]?.blocks.map((block) => block.type)).toEqual(['gallery-buybox', 'product-description-reviews']);
  });

  it("falls back to today's page for Shopware's product without a layout, loading reviews and cross-sellings", async () => {
    const { api, calls } = standIn({ product: productFixture, configurator: [] });
    const page = await loadProductPage(api, 'id', viewContext('en-GB', 'EUR'), { languageId: 'en', all: false });
    expect(operations(calls)).toEqual(['readBreadcrumb', 'readProductCrossSellings', 'readProductDetail', 'readProductReviews', 'readProductReviews']);
    expect(page.layout).toBeUndefined();
    expect((await page.reviews).items.map((review) => review.title)).toEqual(['Fine']);
    expect((await page.crossSellings).length).toBeGreaterThan(0);
    expect((await page.crossSellings)[0]?.products[0]?.price.unitText).toMatch(/^€/);
    expect(page.product.card.name).toBe('Cigar Special 40%');
  });
});
