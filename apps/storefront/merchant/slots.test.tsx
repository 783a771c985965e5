// @vitest-environment happy-dom
// The storefront's slots for the merchant's components (merchant/index.ts `slots`): footer blocks, trust
// badges and a product-card badge render where the pages put them, with the page's locale and the card's product.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '../test/fixtures.ts';
import { renderInApp } from '../test/render.tsx';
import type { CardBadgeProps, MerchantExtensions, PageSlotProps } from '../app/lib/merchant/extensions.ts';
import type * as MerchantIndex from './index.ts';
import { Footer } from '../app/features/shell/Footer.tsx';
import { ProductCard } from '../app/features/product/ProductCard.tsx';
import { toProductCard } from '../app/features/product-data/product-view.ts';
import { viewContext } from '../app/features/product-data/view-context.ts';

vi.mock('./index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof MerchantIndex>()),
  default: {
    slots: {
      footer: [({ locale }: PageSlotProps) => <p data-testid="opening-hours">Mon–Sat 10–19 ({locale})</p>],
      trustBadges: [() => <span>Trusted Shop</span>, () => <span>Visa · Mastercard · PayPal</span>],
      productCardBadge: ({ product }: CardBadgeProps) => (product.available ? <span data-testid="card-badge">Sustainable: {product.name}</span> : null),
    },
  } satisfies MerchantExtensions,
}));

afterEach(cleanup);

describe('the merchant’s slots', () => {
  it('puts footer blocks under the tagline and trust badges above the bottom line', () => {
    renderInApp(<Footer locale="de-DE" navigation={Promise.resolve([])} currencies={[]} currencyId="" businessRegistration={null} />, {
      locale: 'de-DE',
      path: '/testde',
    });
    expect(screen.getByTestId('opening-hours').textContent).toBe('Mon–Sat 10–19 (de-DE)');
    expect(screen.getByTestId('trust-badges').textContent).toBe('Trusted ShopVisa · Mastercard · PayPal');
  });

  it('gives every product card the merchant’s badge, with the card’s product', () => {
    const card = toProductCard(productFixture, viewContext('en-GB', 'EUR'));
    renderInApp(<ProductCard product={{ ...card, available: true }} />);
    expect(screen.getByTestId('card-badge').textContent).toBe(`Sustainable: ${card.name}`);
    cleanup();
    renderInApp(<ProductCard product={{ ...card, available: false }} />);
    expect(screen.queryByTestId('card-badge')).toBeNull();
  });
});
