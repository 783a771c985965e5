import { describe, expect, it } from 'vitest';
import { cartFixture, engineCartFixture, engineDownloadCartFixture } from '../../../test/fixtures.ts';
import { cartView } from './cart-view.ts';

describe('cart view', () => {
  it('narrows the engine cart to lines, promotions and totals', () => {
    const view = cartView(engineCartFixture, 'pl-PL');
    expect(view.lines).toHaveLength(1);
    const [line] = view.lines;
    expect(line).toMatchObject({
      label: 'Decorative cotton cushion cover',
      productNumber: 'AI10072',
      href: '/pl-PL/detail/6927db83bc53380863321ee31632e664',
      quantity: 9,
      unitPrice: 31.99,
      totalPrice: 287.91,
      quantityRule: { min: 1, step: 1, max: 9 },
      removable: true,
    });
    expect(line?.image?.src).toContain('product-ai10072');
    expect(view.promotions.map((promotion) => [promotion.code, promotion.totalPrice])).toEqual([
      ['WELCOME10', -28.79],
      ['', -12.96],
    ]);
    expect(view).toMatchObject({
      count: 9,
      empty: false,
      virtual: false,
      promotionCodes: ['WELCOME10'],
      savedCodes: [],
      subtotal: 246.16,
      shipping: 0,
      shippingDiscount: 0,
      total: 246.16,
      taxStatus: 'gross',
    });
    expect(view.taxes).toEqual([{ rate: 19, tax: 39.3 }]);
  });

  it('shows no shipping for a cart of downloads', () => {
    const view = cartView(engineDownloadCartFixture, 'en-GB');
    expect(view.virtual).toBe(true);
    expect(view.shipping).toBeNull();
  });

  it('renders Shopware’s own cart', () => {
    const view = cartView(cartFixture, 'en-GB');
    expect(view.lines[0]?.label).toBe('Smoking Board Cedar Wood');
    expect(view.promotions[0]).toMatchObject({ label: 'Your lucky day!', code: '' });
    expect(view.total).toBe(16.11);
  });
});
