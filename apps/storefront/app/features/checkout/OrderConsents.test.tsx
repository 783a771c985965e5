// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { OrderConsents } from './OrderConsents.tsx';

afterEach(cleanup);

describe('OrderConsents terms', () => {
  it('links the terms page in a new tab and keeps the checkbox label', () => {
    renderInApp(<OrderConsents needsRevocationWaiver={false} termsHref="/Legal/Terms-and-conditions/" />, { path: '/checkout' });
    const terms = screen.getByRole('link', { name: 'terms and conditions' });
    expect(terms.getAttribute('href')).toBe('/Legal/Terms-and-conditions/');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(document.getElementById(terms.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Opens in a new tab');
    expect(screen.getByLabelText('I have read and accept the terms and conditions.')).toBeTruthy();
  });

  it('is localised', () => {
    renderInApp(<OrderConsents needsRevocationWaiver={false} termsHref="/pl-PL/Informacje-prawne/Regulamin/" />, { locale: 'pl-PL', path: '/pl-PL/checkout' });
    expect(screen.getByRole('link', { name: 'regulamin' }).getAttribute('href')).toBe('/pl-PL/Informacje-prawne/Regulamin/');
    expect(screen.getByLabelText('Przeczytałem(-am) i akceptuję regulamin.')).toBeTruthy();
  });

  it('is plain text when the shop has no terms page', () => {
    renderInApp(<OrderConsents needsRevocationWaiver={false} termsHref={null} />, { path: '/checkout' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByLabelText('I have read and accept the terms and conditions.')).toBeTruthy();
  });
});
