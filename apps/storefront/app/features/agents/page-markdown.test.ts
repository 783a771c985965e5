import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../lib/store-api/types.ts';
import type { ProductCardView, ProductDetailView } from '../product-data/index.ts';
import { contentMarkdown, markdownFromHtml, productMarkdown, type MarkdownLabels } from './page-markdown.ts';

const labels: MarkdownLabels = {
  price: 'Price',
  from: (price) => `from ${price}`,
  listPrice: 'Previous price:',
  available: 'In stock',
  soldOut: 'Sold out',
  deliveryTime: (time) => `Delivery time: ${time}`,
  productNumber: 'Product number',
  manufacturer: 'Manufacturer',
  variants: 'Choose options',
  description: 'Description',
  properties: 'Properties',
  products: 'Products',
  page: (page, pages) => `Page ${page} / ${pages}`,
  next: 'Next',
  previous: 'Previous',
};

const card = (name: string, unitText: string, extra: Partial<ProductCardView> = {}): ProductCardView => ({
  id: name,
  productNumber: `SW-${name}`,
  name,
  href: `/${name}/SW-${name}`,
  image: null,
  price: { unitPrice: 1, unitText, from: false },
  topseller: false,
  available: true,
  hasVariants: false,
  ratingAverage: null,
  ...extra,
});

const product: ProductDetailView = {
  card: { ...card('Linen shirt', '€39.90'), minPurchase: 1, purchaseSteps: 1, maxPurchase: 10 },
  parentId: 'p0',
  price: { unitPrice: 39.9, unitText: '€39.90', listText: '€49.90', from: false },
  description: '<p>Soft <strong>linen</strong>.</p><ul><li>Washable</li></ul>',
  gallery: [],
  manufacturer: { name: 'Zephyrwing', image: null },
  stock: { available: true, availableStock: 5, closeout: false, restockDays: null },
  deliveryTime: '1-3 days',
  shippingFree: false,
  properties: [{ group: 'Material', values: ['Linen', 'Cotton'] }],
  options: [],
  optionIds: [],
  metaTitle: '',
  metaDescription: '',
  ean: '4006381333931',
  manufacturerNumber: null,
};

const frame = { url: 'https://shop.test/Linen-shirt/SW-1', origin: 'https://shop.test', labels };

describe('productMarkdown', () => {
  it('names price in the session currency, availability, variants, description and trail', () => {
    const markdown = productMarkdown({
      ...frame,
      product,
      breadcrumbs: [{ name: 'Clothing', href: '/Clothing/' }],
      configurator: [
        {
          id: 'g',
          name: 'Size',
          displayType: 'text',
          options: [
            { id: 's', name: 'S', selected: true, combinable: true },
            { id: 'm', name: 'M', selected: false, combinable: true },
          ],
        },
      ],
    });
    expect(markdown).toMatch(/^# Linen shirt\n\n\[Clothing\]\(https:\/\/shop\.test\/Clothing\/\)\n/);
    expect(markdown).toContain('- Price: €39.90 (Previous price: €49.90)');
    expect(markdown).toContain('- In stock (Delivery time: 1-3 days)');
    expect(markdown).toContain('- GTIN: 4006381333931');
    expect(markdown).toContain('## Choose options\n\n- Size: **S**, M');
    expect(markdown).toContain('## Description\n\nSoft **linen**.');
    expect(markdown).toContain('- Material: Linen, Cotton');
  });

  it('says when a product is sold out', () => {
    const markdown = productMarkdown({ ...frame, product: { ...product, stock: { ...product.stock, available: false } }, breadcrumbs: [], configurator: [] });
    expect(markdown).toContain('- Sold out');
    expect(markdown).not.toContain('Choose options');
  });
});

describe('contentMarkdown', () => {
  const listing = (page: number) =>
    ({
      sections: [
        {
          position: 0,
          blocks: [
            {
              position: 1,
              slots: [
                {
                  slot: 'content',
                  type: 'product-listing',
                  data: {
                    apiAlias: 'aisle_product_listing',
                    listing: {
                      products: [card('Mug', '€9.00', { price: { unitPrice: 9, unitText: '€9.00', from: true } }), card('Cup', '€5.00', { available: false })],
                      total: 25,
                      page,
                      limit: 10,
                      sorting: null,
                      sortings: [],
                      filters: {},
                    },
                    showFilters: true,
                    showSorting: true,
                  },
                },
              ],
            },
            { position: 0, slots: [{ slot: 'content', type: 'text', data: { content: '<h2>Kitchen</h2><p>Everything for <em>cooking</em>.</p>' } }] },
          ],
        },
      ],
    }) as unknown as Schemas['CmsPage'];

  it('renders the CMS text, then the products with prices and links, and the paging', () => {
    const markdown = contentMarkdown({ ...frame, url: 'https://shop.test/Kitchen/?order=price-asc', name: 'Kitchen', breadcrumbs: [], cmsPage: listing(1) });
    expect(markdown.indexOf('## Kitchen')).toBeLessThan(markdown.indexOf('## Products'));
    expect(markdown).toContain('Everything for _cooking_.');
    expect(markdown).toContain('Page 1 / 3 — [Next](https://shop.test/Kitchen/?order=price-asc&p=2)');
    expect(markdown).toContain('- [Mug](https://shop.test/Mug/SW-Mug): from €9.00\n- [Cup](https://shop.test/Cup/SW-Cup): €5.00 — Sold out');
  });

  it('links both neighbours in the middle of the listing', () => {
    const markdown = contentMarkdown({ ...frame, url: 'https://shop.test/Kitchen/?p=2', name: 'Kitchen', breadcrumbs: [], cmsPage: listing(2) });
    expect(markdown).toContain('Page 2 / 3 — [Previous](https://shop.test/Kitchen/) · [Next](https://shop.test/Kitchen/?p=3)');
  });

  it('is a heading alone for a page without content', () => {
    expect(contentMarkdown({ ...frame, name: 'Empty', breadcrumbs: [], cmsPage: null })).toBe('# Empty\n\nURL: https://shop.test/Linen-shirt/SW-1\n');
    expect(markdownFromHtml('  ')).toBe('');
    expect(markdownFromHtml('<a href="/Clothing/">Shop</a> <a href="https://x.test/">x</a>', 'https://shop.test')).toBe(
      '[Shop](https://shop.test/Clothing/) [x](https://x.test/)',
    );
  });
});
