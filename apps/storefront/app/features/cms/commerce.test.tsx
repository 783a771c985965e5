// @vitest-environment happy-dom
import type { Schemas } from '../../lib/store-api/types.ts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoryFixture, crossSellingFixture, productBoxSlotFixture, productDetailFixture, searchFixture } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { CmsPage } from './CmsPage.tsx';
import { prepareCmsPage } from './prepare.server.ts';
import { viewContext } from '../product-data/view-context.ts';

afterEach(cleanup);

const base = categoryFixture.cmsPage;
if (!base?.sections[0]?.blocks[0]) throw new Error('fixture has no block');
const section = base.sections[0];
const block = section.blocks[0] as Schemas['CmsBlock'];

function pageWith(
  slots: Partial<Schemas['CmsSlot']>[],
  type: Schemas['CmsSection']['type'] = 'default',
  sectionPosition: 'main' | 'sidebar' = 'main',
): Schemas['CmsPage'] {
  return {
    ...base,
    sections: [
      {
        ...section,
        type,
        blocks: slots.map((slot, index) => ({
          ...block,
          id: `b${index}`,
          position: index,
          sectionPosition: slot.type === 'sidebar-filter' ? 'sidebar' : sectionPosition,
          slots: [{ ...productBoxSlotFixture, id: `s${index}`, slot: 'content', ...slot } as Schemas['CmsSlot']],
        })),
      },
    ],
  } as Schemas['CmsPage'];
}

describe('commerce CMS elements', () => {
  it('renders the real product-box slot (CmsProductBox fixture) as a product card, without shipping the entity', () => {
    const errors = vi.spyOn(console, 'error');
    const prepared = prepareCmsPage(pageWith([{}]), viewContext('pl-PL', 'PLN'));
    expect(JSON.stringify(prepared)).not.toContain('"calculatedPrices"');
    // The slot's card carries its price text, formatted for the view's locale and currency.
    expect(JSON.stringify(prepared)).toMatch(/"unitText":"\d+,\d\d\u00a0zł"/);
    renderInApp(<CmsPage page={prepared} />);
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Smoking Board Cedar Wood' })).toBeTruthy();
  });

  it('renders listing + sidebar filter (Search fixture), buy box (ProductTierPrices), cross-selling and slider', () => {
    const errors = vi.spyOn(console, 'error');
    const { product, configurator } = productDetailFixture;
    const page = pageWith(
      [
        { type: 'sidebar-filter', data: null },
        { type: 'product-listing', data: { listing: searchFixture, apiAlias: 'cms_product_listing' }, config: {} },
        { type: 'buy-box', data: { productId: product.id, product, configuratorSettings: configurator, apiAlias: 'cms_buy_box' } },
        { type: 'cross-selling', data: { crossSellings: crossSellingFixture, apiAlias: 'cms_cross_selling' } },
        {
          type: 'product-slider',
          data: { products: [product], apiAlias: 'cms_product_slider' },
          config: { title: { value: 'Picked for you', source: 'static' } },
        },
        {
          type: 'product-description-reviews',
          data: { productId: product.id, product, reviews: { elements: [], total: 0 }, apiAlias: 'cms_product_description_reviews' },
        },
      ] as Partial<Schemas['CmsSlot']>[],
      'sidebar',
    );
    renderInApp(<CmsPage page={prepareCmsPage(page, viewContext('en-GB', 'EUR'))} />, { path: '/Food/' });
    expect(errors).not.toHaveBeenCalled();
    // The filters are in the sidebar once, not again next to the products.
    expect(screen.getAllByRole('form', { name: 'Filter products' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: '»Arctic Rose« IKARIMI® salmon filet' })).toBeTruthy();
    expect(screen.getByTestId('buy-box').textContent).toContain('SW20004.6');
    expect(screen.getByRole('heading', { name: 'You may also like' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Picked for you' })).toBeTruthy();
    expect(screen.getByText('No reviews yet.')).toBeTruthy();
  });

  it('renders a newsletter form element with labelled fields', () => {
    const page = pageWith([
      {
        type: 'form',
        data: { elements: [], apiAlias: 'salutation_collection' },
        config: { type: { value: 'newsletter', source: 'static' }, title: { value: 'Stay in the loop', source: 'static' } },
      },
    ]);
    renderInApp(<CmsPage page={prepareCmsPage(page, viewContext('en-GB', 'EUR'))} />);
    expect(screen.getByRole('form', { name: 'Stay in the loop' }).getAttribute('action')).toBe('/cms/form');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toBeTruthy();
  });
});
