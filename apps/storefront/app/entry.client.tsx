// The browser entry: React Router's default one, with two additions for Preact, the browser's React
// (ADR 0023). React DOM lets the tree suspend above every Suspense boundary during hydration and
// simply waits. Preact throws that promise out of `hydrateRoot` instead, before it has touched the
// DOM: the router does so once while it decodes the page's data. So hydration is retried when that
// promise settles. And the page's messages are loaded first, so the root layout never suspends on them
// (their chunk is usually in flight already: i18n/react.tsx starts it).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalogue } from './i18n/i18n.ts';
import { localeFromPathname } from './i18n/paths.ts';
import { firstHydrationPassDone } from './lib/preact/HydrateLater.tsx';
import { onPreact } from './lib/preact/runtime.ts';
import { isThenable } from './lib/thenable.ts';

/** The router decodes once; more than a few suspensions at the top would be a bug, reported as such. */
const MAX_ATTEMPTS = 5;

function hydrate(attempt = 1): void {
  try {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
    firstHydrationPassDone();
  } catch (thrown) {
    if (!isThenable(thrown) || attempt >= MAX_ATTEMPTS) throw thrown;
    const retry = () => hydrate(attempt + 1);
    thrown.then(retry, retry);
  }
}

/**
 * React's server hoists resource hints into the head that no component renders in the browser: the
 * script preloads (made inert by ADR 0022) and image preloads. By `load` they have done their work.
 * Preact hydrates the head element by element in tree order. With them in place, the first `<link>`
 * in the tree (the stylesheet) would take over an image preload, and later head updates would act on
 * the wrong elements. So they are removed first.
 */
function dropHoistedHints(): void {
  for (const hint of document.head.querySelectorAll('link[rel="aisle-modulepreload"], link[rel="modulepreload"], link[rel="preload"]')) hint.remove();
}

if (onPreact) dropHoistedHints();
loadCatalogue(localeFromPathname(window.location.pathname)).then(
  () => hydrate(),
  () => hydrate(),
);
