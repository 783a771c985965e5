// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { menuFixture } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { PageHeading } from '../pages/PageHeading.tsx';
import { Breadcrumbs } from '../navigation/Breadcrumbs.tsx';
import { Header } from './Header.tsx';
import { toNavigationLinks } from '../navigation/links.ts';

afterEach(cleanup);

describe('<Header> with the real navigation (Menu.json)', () => {
  it('lists the main-navigation categories with their SEO links and a dropdown for level 2', () => {
    renderInApp(<Header locale="en-GB" navigation={toNavigationLinks(menuFixture, 'en-GB')} />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Shop service' }).getAttribute('href')).toBe('/Shop-service/');
    expect(within(nav).getByRole('link', { name: 'Information' }).getAttribute('href')).toBe('/Information/');
    expect(within(nav).getByRole('link', { name: 'Imprint' }).getAttribute('href')).toBe('/Information/Imprint/');
    expect(screen.getByRole('link', { name: 'Aisle – home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/checkout/cart');
  });

  it('prefixes links in other locales and offers the side menu', () => {
    renderInApp(<Header locale="pl-PL" navigation={toNavigationLinks(menuFixture, 'pl-PL')} />, { locale: 'pl-PL', path: '/pl-PL' });
    const nav = screen.getByRole('navigation', { name: 'Nawigacja główna' });
    expect(within(nav).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/pl-PL/Information/Contact/');
    const side = screen.getByRole('navigation', { name: 'Menu boczne', hidden: true });
    expect(within(side).getAllByRole('link', { hidden: true })).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Konto' }).getAttribute('href')).toBe('/pl-PL/account');
  });

  it('keeps the checkout header minimal', () => {
    renderInApp(<Header locale="en-GB" navigation={toNavigationLinks(menuFixture, 'en-GB')} minimal />);
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy();
  });
});

describe('<Breadcrumbs>', () => {
  it('links the trail and marks the current page', () => {
    renderInApp(
      <Breadcrumbs
        crumbs={[
          { name: 'Clothing', href: '/Clothing/' },
          { name: 'Shirts', href: '/Clothing/Shirts/' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Clothing' }).getAttribute('href')).toBe('/Clothing/');
    expect(within(nav).getByText('Shirts').getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('gives pages of later features a localised trail from the home page', () => {
    renderInApp(<PageHeading titleKey="pages.wishlist" breadcrumb />, { locale: 'pl-PL', path: '/pl-PL/wishlist' });
    const nav = screen.getByRole('navigation', { name: 'Okruszki' });
    expect(within(nav).getByRole('link', { name: 'Strona główna' }).getAttribute('href')).toBe('/pl-PL');
    expect(within(nav).getByText('Lista życzeń').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lista życzeń');
  });
});
