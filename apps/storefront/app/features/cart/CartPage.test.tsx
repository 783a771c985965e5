// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartFixture, engineCartFixture, engineDownloadCartFixture } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { CartPage } from './CartPage.tsx';
import { cartView } from './cart-view.ts';

afterEach(cleanup);

describe('<CartPage> with real carts', () => {
  it('renders the engine cart: line item, quantity rule, promotions, totals and the way on', () => {
    const errors = vi.spyOn(console, 'error');
    renderInApp(<CartPage cart={cartView(engineCartFixture, 'en-GB')} />, { path: '/checkout/cart' });
    expect(errors).not.toHaveBeenCalled();
    const line = screen.getByTestId('cart-line-item');
    expect(within(line).getByRole('link', { name: 'Decorative cotton cushion cover' }).getAttribute('href')).toBe('/detail/6927db83bc53380863321ee31632e664');
    expect(within(line).getByText('Product number: AI10072')).toBeTruthy();
    const quantity = within(line).getByRole('spinbutton', { name: /^Quantity\W+Decorative cotton cushion cover$/ }) as HTMLInputElement;
    expect([quantity.value, quantity.min, quantity.step, quantity.max]).toEqual(['9', '1', '1', '9']);
    expect(within(line).getByTestId('line-total').textContent).toBe('€287.91');
    expect(within(line).getByRole('button', { name: /^Remove\W+Decorative cotton cushion cover$/ })).toBeTruthy();

    const promotions = screen.getByRole('list', { name: 'Applied promo codes' });
    expect(within(promotions).getByText('WELCOME10')).toBeTruthy();
    expect(within(promotions).getByText('-€28.79')).toBeTruthy();
    expect(within(promotions).getByRole('button', { name: /^Remove\W+WELCOME10$/ })).toBeTruthy();

    expect(screen.getByTestId('cart-subtotal').textContent).toBe('€246.16');
    expect(screen.getByTestId('cart-shipping').textContent).toBe('Free');
    expect(screen.getByTestId('cart-total').textContent).toBe('€246.16');
    expect(screen.getByText('incl. 19% VAT')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it('shows no shipping for downloads only, in Polish with localised links', () => {
    renderInApp(<CartPage cart={cartView(engineDownloadCartFixture, 'pl-PL')} />, { locale: 'pl-PL', path: '/pl-PL/checkout/cart' });
    expect(screen.queryByTestId('cart-shipping')).toBeNull();
    expect(screen.getByText('Tylko pliki do pobrania – dostawa nie jest potrzebna')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Przejdź do kasy' }).getAttribute('href')).toBe('/pl-PL/checkout');
  });

  it('renders Shopware’s own cart with its automatic promotion (no code, still removable)', () => {
    renderInApp(<CartPage cart={cartView(cartFixture, 'en-GB')} />, { path: '/checkout/cart' });
    expect(screen.getByText('Smoking Board Cedar Wood')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Applied promo codes' })).getByText('Your lucky day!')).toBeTruthy();
  });

  it('shows an empty state with ways back to shopping and no promo-code box', () => {
    renderInApp(<CartPage cart={cartView({ ...cartFixture, lineItems: [] }, 'en-GB')} />, { path: '/checkout/cart' });
    expect(screen.getByText('Your cart is empty — there is plenty to discover.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Promo code' })).toBeNull();
  });

  it('lists every discount inside the summary box and the chosen options', () => {
    const view = cartView(engineCartFixture, 'en-GB');
    const withOptions = {
      ...view,
      lines: view.lines.map((line) => ({
        ...line,
        options: [
          { group: 'Colour', option: 'Navy' },
          { group: 'Size', option: 'L' },
        ],
      })),
    };
    renderInApp(<CartPage cart={withOptions} />, { path: '/checkout/cart' });
    const summary = screen.getByTestId('cart-summary');
    expect(within(summary).getAllByTestId('cart-discount')).toHaveLength(2);
    expect(screen.getByTestId('line-item-options').textContent).toBe('Colour: Navy · Size: L');
  });
});
