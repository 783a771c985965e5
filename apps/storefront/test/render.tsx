// Renders components the way the app does: inside i18n, notifications and a memory router.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TranslatorProvider } from '../app/i18n/react.tsx';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { NotificationsProvider } from '../app/features/notifications/Notifications.tsx';
import { i18nFor } from '../app/i18n/i18n.ts';
import type { Locale } from '../app/i18n/locales.ts';

export function renderInApp(ui: ReactNode, { locale = 'en-GB', path = '/' }: { locale?: Locale; path?: string } = {}): RenderResult {
  const router = createMemoryRouter([{ path: '*', element: <NotificationsProvider flash={[]}>{ui}</NotificationsProvider>, action: () => null }], {
    initialEntries: [path],
  });
  return render(
    <TranslatorProvider translator={i18nFor(locale)}>
      <RouterProvider router={router} />
    </TranslatorProvider>,
  );
}

/** `findBy…` options for streamed parts (`<Await>`): they render after their promises resolve, a re-render that is slow on a busy machine. */
export const STREAMED = { timeout: 10_000 };
