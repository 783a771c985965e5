// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { CurrencySwitcher } from './CurrencySwitcher.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

afterEach(cleanup);

const currencies = [
  { id: 'e'.repeat(32), isoCode: 'EUR', name: 'Euro', symbol: '€' },
  { id: 'p'.repeat(32), isoCode: 'PLN', name: 'Złoty', symbol: 'zł' },
  { id: 'g'.repeat(32), isoCode: 'GBP', name: 'Pound', symbol: '£' },
];

describe('<LanguageSwitcher>', () => {
  it('links the same page in every locale with hreflang and lang', () => {
    renderInApp(<LanguageSwitcher locale="pl-PL" />, { locale: 'pl-PL', path: '/pl-PL/Clothing/?p=2' });
    const polish = screen.getByRole('link', { name: 'Polski' });
    expect(polish.getAttribute('hreflang')).toBe('pl-PL');
    expect(polish.getAttribute('lang')).toBe('pl-PL');
    expect(polish.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/Clothing/?p=2');
    expect(screen.getByRole('link', { name: 'Deutsch' }).getAttribute('href')).toBe('/testde/Clothing/?p=2');
  });
});

describe('<CurrencySwitcher>', () => {
  it('is a labelled form that posts currencyId to the locale’s currency action', () => {
    const { container } = renderInApp(<CurrencySwitcher locale="de-DE" currencies={currencies} currencyId={currencies[1]?.id ?? ''} />, {
      locale: 'de-DE',
      path: '/testde/account',
    });
    const select = screen.getByRole('combobox', { name: 'Währung' }) as HTMLSelectElement;
    expect(select.name).toBe('currencyId');
    expect(select.value).toBe('p'.repeat(32));
    expect([...select.options].map((option) => option.textContent)).toEqual(['EUR (€)', 'PLN (zł)', 'GBP (£)']);
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/testde/session/currency');
    expect((container.querySelector('input[name="redirectTo"]') as HTMLInputElement).value).toBe('/testde/account');
    // Rendered in the browser (JavaScript on), the change event submits; the button is hidden.
    expect(container.querySelector('button[type="submit"]')?.hasAttribute('hidden')).toBe(true);
  });
});
