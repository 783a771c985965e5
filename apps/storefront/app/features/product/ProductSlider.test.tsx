// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { productFixture } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { toProductCard } from '../product-data/product-view.ts';
import { ProductSlider } from './ProductSlider.tsx';
import { toReviews } from '../product-data/detail-view.ts';
import { ProductReviews } from './ProductReviews.tsx';
import { viewContext } from '../product-data/view-context.ts';

afterEach(cleanup);

describe('<ProductSlider>', () => {
  it('lists the cards in a keyboard-reachable strip with previous/next and the position once hydrated', () => {
    const card = toProductCard(productFixture, viewContext('en-GB', 'EUR'));
    const products = Array.from({ length: 8 }, (_, index) => ({ ...card, id: `${card.id}-${index}` }));
    renderInApp(<ProductSlider title="Featured" products={products} />);
    const section = screen.getByRole('region', { name: 'Featured' });
    expect(within(section).getAllByTestId('product-card')).toHaveLength(8);
    expect(within(section).getByTestId('slider-position').textContent).toBe('1 / 8');
    const previous = within(section).getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    const next = within(section).getByRole('button', { name: 'Next' });
    fireEvent.click(next);
    expect(within(section).getByRole('group', { name: 'Featured' }).getAttribute('tabindex')).toBe('0');
  });
});

describe('<ProductReviews> languages', () => {
  const reviews = toReviews([], 3, 4, { locale: 'en-GB' });
  it('offers the reviews in all languages when others exist, and back', () => {
    renderInApp(<ProductReviews reviews={{ ...reviews, otherLanguages: 2, allLanguages: false }} productId="p" />, { path: '/Shirt/SW1?x=1' });
    expect(screen.getByText(/2 more reviews in other languages/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show reviews in all languages' }).getAttribute('href')).toBe('/Shirt/SW1?x=1&reviews=all#reviews');
    cleanup();
    renderInApp(<ProductReviews reviews={{ ...reviews, otherLanguages: 0, allLanguages: true }} productId="p" />, { path: '/Shirt/SW1?reviews=all' });
    expect(screen.getByRole('link', { name: 'Show only reviews in English' }).getAttribute('href')).toBe('/Shirt/SW1#reviews');
  });

  it('says nothing about languages when every review is in the shopper’s language', () => {
    renderInApp(<ProductReviews reviews={{ ...reviews, otherLanguages: 0, allLanguages: false }} productId="p" />);
    expect(screen.queryByRole('link', { name: /languages/ })).toBeNull();
  });
});
