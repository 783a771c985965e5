// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchFixture } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { ProductListing } from './ProductListing.tsx';
import { toListingView } from './listing-view.ts';
import { viewContext } from '../product-data/view-context.ts';

afterEach(cleanup);

const A = 'a'.repeat(32);

describe('<ProductListing> with the Search fixture', () => {
  it('renders count, products, filters with the URL state, sorting and page size as GET forms', () => {
    const errors = vi.spyOn(console, 'error');
    const listing = toListingView(searchFixture, viewContext('en-GB', 'EUR'));
    const manufacturer = listing.filters.manufacturers[0]?.id ?? '';
    renderInApp(<ProductListing listing={{ ...listing, total: 40 }} />, {
      path: `/search?search=artic&manufacturer=${manufacturer}|${A}&min-price=5&order=price-asc&limit=20`,
    });
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByText('40 products')).toBeTruthy();
    expect(screen.getByRole('link', { name: '»Arctic Rose« IKARIMI® salmon filet' })).toBeTruthy();
    const checkbox = screen.getByRole('checkbox', { name: 'Deutsche See' }) as HTMLInputElement;
    expect(checkbox.checked).toBe(true);
    expect((screen.getByRole('spinbutton', { name: 'Min. price' }) as HTMLInputElement).value).toBe('5');
    expect(screen.getByRole('checkbox', { name: 'Free shipping' })).toBeTruthy();
    const filterForm = screen.getByRole('form', { name: 'Filter products' });
    expect(filterForm.getAttribute('method')).toBe('get');
    // The filter form keeps the search text, sorting and page size; the reset link keeps the search text.
    expect(filterForm.querySelector('input[type=hidden][name=search]')?.getAttribute('value')).toBe('artic');
    expect(screen.getByRole('link', { name: 'Reset filters' }).getAttribute('href')).toBe('/search?search=artic&order=price-asc&limit=20');
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('price-asc');
    expect((screen.getByRole('combobox', { name: 'Products per page' }) as HTMLSelectElement).value).toBe('20');
    // 40 products, 20 per page: with JavaScript, page 1 offers "Load more", a link to page 2,
    // instead of the numbered links (one paging mechanism on screen).
    expect(screen.getByRole('link', { name: 'Load more' }).getAttribute('href')).toContain('p=2');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    // The active filters are removable chips; "Clear all" keeps the search text.
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(chips.querySelectorAll('a')[0]?.getAttribute('aria-label')).toBe('Remove filter: Deutsche See');
    expect(screen.getByRole('link', { name: 'Clear all' }).getAttribute('href')).toBe('/search?search=artic&order=price-asc&limit=20');
  });

  it('links every page from a deep page: 1, 2, 3 … last', () => {
    const listing = toListingView(searchFixture, viewContext('en-GB', 'EUR'));
    renderInApp(<ProductListing listing={{ ...listing, total: 95, page: 2, limit: 10 }} />, { path: '/search?search=artic&p=2' });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const labels = Array.from(nav.querySelectorAll('a[aria-label]')).map((link) => link.getAttribute('aria-label'));
    expect(labels).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', 'Page 10']);
    expect(nav.querySelector('a[aria-current=page]')?.textContent).toBe('2');
    expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull();
  });

  it('says when nothing was found', () => {
    renderInApp(<ProductListing listing={{ ...toListingView(searchFixture, viewContext('de-DE', 'EUR')), products: [], total: 0 }} />, {
      locale: 'de-DE',
      path: '/testde/search?search=x',
    });
    expect(screen.getByText('Keine Produkte gefunden. Versuchen Sie andere Filter.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Seitennavigation' })).toBeNull();
  });
});
