// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchFixture } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { ProductListing } from './ProductListing.tsx';
import { toListingView } from './listing-view.ts';

afterEach(cleanup);

const A = 'a'.repeat(32);

describe('<ProductListing> with the Search fixture', () => {
  it('renders count, products, filters with the URL state, sorting and page size as GET forms', () => {
    const errors = vi.spyOn(console, 'error');
    const listing = toListingView(searchFixture, 'en-GB');
    const manufacturer = listing.filters.manufacturers[0]?.id ?? '';
    renderInApp(<ProductListing listing={{ ...listing, total: 40 }} />, { path: `/search?search=artic&manufacturer=${manufacturer}|${A}&min-price=5&order=price-asc&limit=20` });
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
    // 40 products, 20 per page: page 2 is linked, and load-more points to it.
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toContain('p=2');
    expect(screen.getByRole('link', { name: 'Load more' }).getAttribute('href')).toContain('p=2');
  });

  it('says when nothing was found', () => {
    renderInApp(<ProductListing listing={{ ...toListingView(searchFixture, 'de-DE'), products: [], total: 0 }} />, { locale: 'de-DE', path: '/testde/search?search=x' });
    expect(screen.getByText('Keine Produkte gefunden. Versuchen Sie andere Filter.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Seitennavigation' })).toBeNull();
  });
});
