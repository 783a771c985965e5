// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TranslatorProvider } from '../../i18n/react.tsx';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchFixture } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { i18nFor } from '../../i18n/i18n.ts';
import { toListingView } from '../listing/listing-view.ts';
import { toProductCard } from '../product-data/product-view.ts';
import { SearchPage } from './SearchPage.tsx';
import { SuggestSearch } from './SuggestSearch.tsx';
import { SUGGEST_DEBOUNCE_MS, type SuggestResult } from './suggest.ts';
import { viewContext } from '../product-data/view-context.ts';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

/** What the suggest resource route answers for the real Search fixture. */
function suggestions(term: string): SuggestResult {
  return {
    term,
    total: searchFixture.total ?? 1,
    products: (searchFixture.elements ?? []).map((product) => toProductCard(product, viewContext('en-GB', 'EUR'))),
    categories: [{ name: 'Arctic gear', href: '/arctic-gear/' }],
    pages: [],
  };
}

describe('<SuggestSearch> with the Search fixture', () => {
  it('suggests from three characters, moves with the arrow keys and opens the active option with Enter', async () => {
    const loader = vi.fn(({ request }: { request: Request }) => suggestions(new URL(request.url).searchParams.get('search') ?? ''));
    const router = createMemoryRouter(
      [
        { path: '/search/suggest', loader },
        { path: '*', element: <SuggestSearch /> },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <TranslatorProvider translator={i18nFor('en-GB')}>
        <RouterProvider router={router} />
      </TranslatorProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'Search products' });
    expect(input.closest('form')?.getAttribute('action')).toBe('/search');
    // The debounce on a fake clock: past it, two characters have still asked for nothing.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(input, { target: { value: 'ar' } });
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS * 2);
    expect(loader).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'arctic' } });
    fireEvent.change(input, { target: { value: 'arctic r' } });
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    vi.useRealTimers();
    const option = await screen.findByRole('option', { name: /Arctic Rose/ });
    // Grouped: the category first, under its label, then the products.
    expect(screen.getByRole('group', { name: 'Categories' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Products' })).toBeTruthy();
    // Debounced: one request for the final term.
    expect(loader).toHaveBeenCalledTimes(1);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('option', { name: 'Show 1 result' })).toBeTruthy();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Arctic gear' }).id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(option.id);
    expect(option.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    const first = searchFixture.elements?.[0];
    if (!first) throw new Error('fixture without products');
    await waitFor(() => expect(router.state.location.pathname).toBe(toProductCard(first, viewContext('en-GB', 'EUR')).href));
  });

  it('closes with Escape', async () => {
    const router = createMemoryRouter(
      [
        { path: '/search/suggest', loader: () => suggestions('salmon') },
        { path: '*', element: <SuggestSearch /> },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <TranslatorProvider translator={i18nFor('en-GB')}>
        <RouterProvider router={router} />
      </TranslatorProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'Search products' });
    fireEvent.change(input, { target: { value: 'salmon' } });
    await screen.findByRole('option', { name: /Arctic Rose/ });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('<SearchPage> with the Search fixture', () => {
  it('names the term and lists the results with filters', () => {
    renderInApp(<SearchPage data={{ term: 'artic', listing: toListingView(searchFixture, viewContext('en-GB', 'EUR')) }} />, { path: '/search?search=artic' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search results for “artic”' })).toBeTruthy();
    expect(screen.getByText('1 product')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Filter products' })).toBeTruthy();
  });

  it('offers the correction of a misspelt term as a link to its search', () => {
    renderInApp(<SearchPage data={{ term: 'artci', correctedTerm: 'arctic', listing: toListingView(searchFixture, viewContext('en-GB', 'EUR')) }} />, {
      path: '/search?search=artci',
    });
    const link = screen.getByRole('link', { name: 'arctic' });
    expect(link.getAttribute('href')).toBe('/search?search=arctic');
    expect(screen.getByTestId('did-you-mean').textContent).toContain('Did you mean arctic?');
  });

  it('asks for a term when there is none', () => {
    renderInApp(<SearchPage data={{ term: '', listing: null }} />, { path: '/search', locale: 'pl-PL' });
    expect(screen.getByText('Wpisz szukaną frazę, aby znaleźć produkty.')).toBeTruthy();
  });
});
