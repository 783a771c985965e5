import { describe, expect, it } from 'vitest';
import { configuratorFixture, crossSellingFixture, productDetailFixture, productFixture, reviewFixture } from '../../../test/fixtures.ts';
import { toConfigurator, toCrossSellings, toProductDetail, toReviews } from './detail-view.ts';
import { viewContext } from './view-context.ts';

const keep = (html: string) => html;

describe('product detail views', () => {
  it('maps the real Product fixture: gallery, manufacturer, delivery time, stock', () => {
    const detail = toProductDetail(productFixture, viewContext('en-GB', 'EUR'), keep);
    expect(detail.card.productNumber).toBe('SW10044');
    expect(detail.gallery.length).toBeGreaterThan(0);
    expect(detail.gallery[0]?.src).toMatch(/^https:\/\//);
    // The captured product has no manufacturer association loaded.
    expect(detail.manufacturer).toBeNull();
    expect(detail.deliveryTime).toBeTruthy();
    expect(detail.stock.available).toBe(true);
    expect(detail.metaTitle).toBeTruthy();
  });

  it("marks the variant's options as selected in the Configurator fixture", () => {
    const groups = toConfigurator(configuratorFixture, productDetailFixture.product.optionIds ?? []);
    expect(groups.map((group) => group.name)).toEqual(['Colour', 'Size']);
    const selected = groups.flatMap((group) => group.options.filter((option) => option.selected).map((option) => option.name));
    expect(selected.sort()).toEqual(['M', 'blue']);
    expect(groups.every((group) => group.options.every((option) => option.combinable))).toBe(true);
  });

  it('marks options that lead to no variant (combinable: false)', () => {
    const [colour] = configuratorFixture;
    if (!colour) throw new Error('fixture without groups');
    const groups = toConfigurator([{ ...colour, options: colour.options?.map((option, index) => ({ ...option, combinable: index !== 0 })) }], []);
    expect(groups[0]?.options.map((option) => option.combinable)).toEqual([false, true]);
  });

  it('maps the CrossSellingResponse fixture to titled product groups', () => {
    const groups = toCrossSellings(crossSellingFixture, viewContext('en-GB', 'EUR'));
    expect(groups).toHaveLength(1);
    expect(groups[0]?.name).toBe('You may also like');
    expect(groups[0]?.products[0]?.name).toBe('Pepper black, Tellicherry extrabold');
    expect(groups[0]?.products[0]?.price.unitText).toMatch(/^€\d+\.\d\d$/);
  });

  it('averages reviews when the product has no rating average', () => {
    const review = reviewFixture({ id: 'r1', title: ' Great ', content: 'Lovely', points: 4, createdAt: '2024-01-01T00:00:00Z', externalUser: 'Ann' });
    expect(toReviews([review, { ...review, id: 'r2', points: 2 }], 2, undefined, { locale: 'en-GB' })).toMatchObject({
      total: 2,
      average: 3,
      items: [{ title: 'Great', author: 'Ann' }, { points: 2 }],
    });
    expect(toReviews([], 0, 0, { locale: 'en-GB' }).average).toBeNull();
  });

  it("dates each review in the page's language, in UTC, without a label for a date that is none", () => {
    const late = reviewFixture({ id: 'r1', createdAt: '2026-12-07T23:30:00+00:00' });
    const [en] = toReviews([late], 1, 5, { locale: 'en-GB' }).items;
    const [de] = toReviews([late], 1, 5, { locale: 'de-DE' }).items;
    expect(en).toMatchObject({ date: '2026-12-07T23:30:00+00:00', dateLabel: '7 Dec 2026' });
    expect(de?.dateLabel).toBe('07.12.2026');
    const [broken] = toReviews([{ ...late, createdAt: 'soon' }], 1, 5, { locale: 'en-GB' }).items;
    expect(broken?.dateLabel).toBeNull();
  });
});
