import { useEffect, type ReactNode } from 'react';
import { loadCatalogue } from './i18n/i18n.ts';
import { I18nProvider, useTranslation } from './i18n/react.tsx';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { RouteErrorView, useIsMaintenance } from './features/errors/index.ts';
import { useRootData, MerchantHead, ShopChrome, type RootData } from './features/shell/index.ts';
import { loadRootData } from './features/shell/index.server.ts';
import { Analytics } from './features/analytics/index.ts';
import { NotificationsProvider } from './features/notifications/index.ts';
import { errorPageTitle, pageMeta } from './features/seo/index.ts';
import { createSessionMiddleware } from './features/session/index.server.ts';
import { TabSync } from './features/session/index.ts';
import { localeFromPathname } from './i18n/paths.ts';
import { installBuildReload } from './lib/build-reload.ts';
import { useLocale } from './i18n/use-locale.ts';
import { Html } from './ui/Html.tsx';
import { Stylesheet } from './ui/Stylesheet.tsx';

export const middleware: Route.MiddlewareFunction[] = [createSessionMiddleware(loadRootData)];

/**
 * A client navigation into another locale renders once that locale's messages are there, so the
 * navigation commits the new page at once instead of suspending in its transition. The catalogue is
 * cached: other navigations do not wait.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    await loadCatalogue(localeFromPathname(new URL(request.url).pathname)).catch(() => undefined);
    return next();
  },
];

export function loader({ context, url, request }: Route.LoaderArgs): Promise<RootData> {
  return loadRootData(context, url, request);
}

/** The chrome is locale-dependent: reload it when the locale changes, not on every navigation. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return localeFromPathname(currentUrl.pathname) !== localeFromPathname(nextUrl.pathname) || defaultShouldRevalidate;
}

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export const meta: Route.MetaFunction = ({ location, loaderData, error }) => {
  const locale = localeFromPathname(location.pathname);
  return pageMeta({ locale, pathname: location.pathname, origin: loaderData?.origin, title: errorPageTitle(error, locale) });
};

export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    // The page's messages are loaded before any of it renders in the browser, the head too: route
    // meta functions (the title, descriptions) translate through them during hydration.
    <I18nProvider locale={locale}>
      <Html lang={locale}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <Stylesheet href={stylesheet} />
          <MerchantHead />
          <Meta />
          <Links />
          {/* A streamed part that came after the first bytes waits in a hidden segment that React's inline
            script moves into place; without JavaScript it is shown where it arrived, at the end of the
            page, so nothing is lost (ADR 0019). */}
          <noscript>
            <style>{'div[hidden][id^="S:"]{display:block}'}</style>
          </noscript>
        </head>
        <body>
          {children}
          <ScrollRestoration />
          <Scripts />
        </body>
      </Html>
    </I18nProvider>
  );
}

export default function App() {
  const root = useRootData();
  // After a deploy, the first navigation of an older tab loads the new build (guarded against loops).
  useEffect(() => installBuildReload(), []);
  return (
    <NotificationsProvider flash={root?.flash ?? []}>
      <Outlet />
      <TabSync />
      <Analytics />
    </NotificationsProvider>
  );
}

/** The middleware's not-found answer: a shop page like any other (chrome, and a new build loads on the next navigation). */
function NotFoundInChrome() {
  useEffect(() => installBuildReload(), []);
  return (
    <NotificationsProvider flash={[]}>
      <ShopChrome>
        <RouteErrorView />
      </ShopChrome>
    </NotificationsProvider>
  );
}

/**
 * Errors before any layout could render (e.g. maintenance, Store API unreachable): no shop chrome. The
 * middleware's not-found answer brings the chrome's data and is shown like any other not-found page.
 */
export function ErrorBoundary() {
  const { t } = useTranslation();
  const maintenance = useIsMaintenance();
  const chrome = useRootData();
  if (chrome) return <NotFoundInChrome />;
  return (
    <>
      {!maintenance && (
        <a href="#main" className="skip-link">
          {t('a11y.skipToContent')}
        </a>
      )}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <RouteErrorView />
      </main>
    </>
  );
}
