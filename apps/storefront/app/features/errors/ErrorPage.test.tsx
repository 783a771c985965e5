// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { TranslatorProvider } from '../../i18n/react.tsx';
import { createTranslator } from '../../i18n/translator.ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import { MaintenancePage } from './MaintenancePage.tsx';

afterEach(cleanup);

describe('<ErrorPage>', () => {
  it('shows 404 with its translated title, message and a way home', () => {
    renderInApp(<ErrorPage locale="en-GB" status={404} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(screen.getByText('The requested page cannot be found.')).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
  });

  it('links home in the current locale', () => {
    renderInApp(<ErrorPage locale="de-DE" status={503} />, { locale: 'de-DE', path: '/testde/x' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dienst nicht verfügbar');
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' }).getAttribute('href')).toBe('/testde');
  });

  it("shows the error's own message for other statuses", () => {
    renderInApp(<ErrorPage locale="en-GB" status={418} message="I'm a teapot" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("I'm a teapot");
    expect(screen.getByText('418')).toBeTruthy();
  });
});

describe('<ErrorPage> without translations', () => {
  it('still says "Error" and shows the status code', () => {
    const empty = createTranslator('en-GB', {});
    const router = createMemoryRouter([{ path: '*', element: <ErrorPage locale="en-GB" status={404} /> }]);
    render(
      <TranslatorProvider translator={empty}>
        <RouterProvider router={router} />
      </TranslatorProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Error');
    expect(screen.getByText('404')).toBeTruthy();
  });
});

describe('<MaintenancePage>', () => {
  it('has one heading, a text and an inline illustration', () => {
    const { container } = renderInApp(<MaintenancePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading').textContent).toMatch(/maintenance/i);
    expect(container.querySelector('svg')).not.toBeNull();
  });
});
