// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crossSellingFixture, productDetailFixture, productFixture, reviewFixture } from '../../../test/fixtures.ts';
import { renderInApp, STREAMED } from '../../../test/render.tsx';
import { toConfigurator, toCrossSellings, toProductDetail, toReviews } from '../product-data/detail-view.ts';
import { ProductCard } from './ProductCard.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { ProductDetailPage } from '../content-page/ProductDetailPage.tsx';
import { toProductCard } from '../product-data/product-view.ts';
import { viewContext } from '../product-data/view-context.ts';
import { DEMO_CONFIG, installMerchantConfig } from '../../lib/merchant/config.ts';

afterEach(() => {
  cleanup();
  installMerchantConfig(DEMO_CONFIG);
});

function detailPage() {
  const { product, configurator } = productDetailFixture;
  const review = reviewFixture({ id: 'r1', title: 'Lovely', content: 'Soft and warm.', points: 5, createdAt: '2024-05-01T10:00:00Z' });
  return {
    product: toProductDetail(product, viewContext('en-GB', 'EUR'), (html) => html),
    configurator: toConfigurator(configurator, product.optionIds ?? []),
    reviews: Promise.resolve(toReviews([review], 1, 5, { locale: 'en-GB' })),
    crossSellings: Promise.resolve(toCrossSellings(crossSellingFixture, viewContext('en-GB', 'EUR'))),
    breadcrumbs: Promise.resolve([{ name: 'Clothing', href: '/Clothing/' }]),
  };
}

describe('<ProductCard> with the Product fixture', () => {
  it('renders image with srcset, linked name, price, wishlist button and add-to-cart form', () => {
    const errors = vi.spyOn(console, 'error');
    const { container } = renderInApp(<ProductCard product={{ ...toProductCard(productFixture, viewContext('en-GB', 'EUR')), topseller: true }} />);
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Cigar Special 40%' }).getAttribute('href')).toBe('/Cigar-Special-40/SW10044');
    const image = container.querySelector('img');
    expect(image?.getAttribute('srcset')).toContain('800w');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(screen.getByTestId('product-price').textContent).toMatch(/from €14\.45/);
    expect(screen.getByText('Top seller')).toBeTruthy();
    expect(screen.getByRole('button', { name: /wishlist/ })).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add to cart: Cigar Special 40%' });
    expect(add.closest('form')?.getAttribute('action')).toBe('/cart/add');
    expect(add.closest('form')?.getAttribute('method')).toBe('post');
  });
});

describe('a shop with reviews switched off', () => {
  const rated = { ...toProductCard(productFixture, viewContext('en-GB', 'EUR')), ratingAverage: 4 };
  const noReviews = () => installMerchantConfig({ ...DEMO_CONFIG, features: { ...DEMO_CONFIG.features, reviews: false } });

  it('shows a rated card’s stars only while reviews are on', () => {
    renderInApp(<ProductCard product={rated} />);
    expect(screen.queryAllByRole('img', { name: /out of 5 stars/ })).toHaveLength(1);
    cleanup();
    noReviews();
    renderInApp(<ProductCard product={rated} />);
    expect(screen.getByRole('link', { name: 'Cigar Special 40%' })).toBeTruthy();
    expect(screen.queryAllByRole('img', { name: /out of 5 stars/ })).toHaveLength(0);
  });

  it('shows no rating summary, no stars and no reviews on the product page', async () => {
    noReviews();
    renderInApp(<ProductDetailPage page={detailPage()} />, { locale: 'en-GB', path: '/LAVENDA-Product-Variants/SW20004.6' });
    await screen.findByRole('heading', { name: 'You may also like' }, STREAMED);
    expect(screen.queryAllByRole('img', { name: /out of 5 stars/ })).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Reviews' })).toBeNull();
    expect(screen.queryByRole('link', { name: /review/ })).toBeNull();
  });
});

describe('<ProductDetailPage> with the ProductTierPrices, Configurator and CrossSellingResponse fixtures', () => {
  it('renders name, number, tier prices with their labels, configurator, reviews and cross-selling', async () => {
    const errors = vi.spyOn(console, 'error');
    renderInApp(<ProductDetailPage page={detailPage()} />, { locale: 'en-GB', path: '/LAVENDA-Product-Variants/SW20004.6' });
    // Reviews, cross-selling and the breadcrumb are streamed: they render once their promises resolve.
    await screen.findByRole('heading', { name: 'You may also like' }, STREAMED);
    await screen.findByRole('navigation', { name: 'Breadcrumb' }, STREAMED);
    await screen.findByRole('heading', { name: 'Reviews' }, STREAMED);
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'LAVENDA Product Variants' })).toBeTruthy();
    expect(screen.getByTestId('product-number').textContent).toBe('SW20004.6');
    const tiers = screen.getByRole('table', { name: 'Tier prices' });
    const rows = within(tiers)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['to 2€22.95', 'to 4€21.95', 'from 5€20.95']);
    expect(screen.getByRole('button', { name: 'blue', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'red', pressed: false }).closest('form')?.getAttribute('action')).toBe('/product/variant');
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeTruthy();
    expect(screen.getByText('Lovely')).toBeTruthy();
    expect(screen.getByText('1 May 2024').getAttribute('datetime')).toBe('2024-05-01T10:00:00Z');
    expect(screen.getAllByRole('img', { name: '5 out of 5 stars' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: 'Your review' }).getAttribute('minlength')).toBe('40');
    expect(screen.getByRole('heading', { name: 'You may also like' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Clothing');
  });

  it('is localised (Polish tier labels)', () => {
    renderInApp(<ProductDetailPage page={detailPage()} />, { locale: 'pl-PL', path: '/pl-PL/x' });
    expect(screen.getByText('od 5')).toBeTruthy();
    expect(screen.getAllByText('do 2').length).toBeGreaterThan(0);
  });
});

describe('<ProductGallery>', () => {
  it('loads the cover first and high; the other slides and the thumbnails low and lazily', () => {
    const images = [1, 2, 3].map((n) => ({
      src: `https://cdn.test/${n}.webp`,
      srcSet: `https://cdn.test/${n}.webp 400w`,
      alt: `Picture ${n}`,
      width: 400,
      height: 500,
    }));
    const { container } = renderInApp(<ProductGallery images={images} name="Shirt" />);
    const slides = [...container.querySelectorAll('[data-testid="gallery-zoom-link"] img')];
    const thumbnails = [...container.querySelectorAll('a[href^="#gallery-"] img')];
    expect(slides.map((img) => [img.getAttribute('fetchpriority'), img.getAttribute('loading')])).toEqual([
      ['high', 'eager'],
      ['low', 'lazy'],
      ['low', 'lazy'],
    ]);
    expect(thumbnails).toHaveLength(3);
    expect(thumbnails.every((img) => img.getAttribute('fetchpriority') === 'low')).toBe(true);
  });
});
