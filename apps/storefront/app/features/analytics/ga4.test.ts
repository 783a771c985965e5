import { describe, expect, it } from 'vitest';
import { cardItem, cartEvent, detailVariantText, itemsEvent, lineItem, listEvent, purchaseEvent } from './ga4.ts';
import type { ProductCardView } from '../product-data/product-view.ts';

const card: ProductCardView = {
  id: 'p1',
  productNumber: 'AI10079',
  name: 'Trail Tent',
  href: '/trail-tent/AI10079',
  image: null,
  price: { unitPrice: 129.9, from: false },
  topseller: false,
  available: true,
  hasVariants: false,
  ratingAverage: null,
};
const line = { id: 'p1', productNumber: 'AI10079.2', label: 'Trail Tent', unitPrice: 19.995, quantity: 2, options: [{ group: 'Colour', option: 'Navy' }] };

describe('GA4 events', () => {
  it('items: product number as item_id, variant options as item_variant, prices to the cent', () => {
    expect(cardItem(card)).toEqual({ item_id: 'AI10079', item_name: 'Trail Tent', price: 129.9, quantity: 1 });
    expect(lineItem(line)).toEqual({ item_id: 'AI10079.2', item_name: 'Trail Tent', price: 20, quantity: 2, item_variant: 'Colour: Navy' });
    expect(lineItem({ ...line, productNumber: null, options: [] }, 1)).toEqual({ item_id: 'p1', item_name: 'Trail Tent', price: 20, quantity: 1 });
  });

  it('a product page names its variant from its option groups, as a cart line does', () => {
    expect(
      detailVariantText([
        { group: 'Colour', values: ['Navy'] },
        { group: 'Size', values: ['L'] },
      ]),
    ).toBe('Colour: Navy / Size: L');
    expect(detailVariantText([{ group: 'Colour', values: [] }])).toBeUndefined();
    expect(detailVariantText([])).toBeUndefined();
  });

  it('value is the items’ total; lists name every item', () => {
    expect(itemsEvent('add_to_cart', 'EUR', [cardItem(card, { quantity: 3 })]).ecommerce.value).toBe(389.7);
    const list = listEvent('view_item_list', 'EUR', 'Topsellers', [cardItem(card, { index: 0 })]);
    expect(list).toEqual({
      event: 'view_item_list',
      ecommerce: { currency: 'EUR', item_list_name: 'Topsellers', items: [{ ...cardItem(card), index: 0, item_list_name: 'Topsellers' }] },
    });
    expect(cartEvent('add_shipping_info', 'GBP', { lines: [], total: 4.99 }, { shipping_tier: 'Standard' }).ecommerce).toEqual({
      currency: 'GBP',
      value: 4.99,
      items: [],
      shipping_tier: 'Standard',
    });
  });

  it('purchase: order number, total, tax, shipping and the product lines only', () => {
    const event = purchaseEvent({
      orderNumber: '10042',
      amountTotal: 44.89,
      currency: 'EUR',
      shipping: 4.99,
      taxes: [{ tax: 6.37 }, { tax: 0.33 }],
      lineItems: [
        { ...line, type: 'product' },
        { id: 'promo', label: 'WELCOME10', productNumber: null, type: 'promotion', quantity: 1, unitPrice: -4, options: [] },
      ],
    });
    expect(event).toEqual({
      event: 'purchase',
      ecommerce: { transaction_id: '10042', currency: 'EUR', value: 44.89, tax: 6.7, shipping: 4.99, items: [lineItem(line)] },
    });
  });
});
