// Starts the analytics runtime once the shopper allowed statistics, and hands it each page and each
// flashed confirmation; starts measuring Core Web Vitals then too (ADR 0060). Before consent it renders
// nothing and loads nothing: no event, no container, no cookie, no beacon. The runtime and the vitals
// reporter are chunks of their own, fetched after hydration (ADR 0031).
import { useEffect, useRef, useState } from 'react';
import type * as RuntimeModule from './runtime.ts';
import { pageTypeOf, type PageType } from './vitals.ts';
import { useLocation, useMatches } from 'react-router';
import { statisticsAllowed } from '../consent/index.ts';
import { useRootData } from '../shell/index.ts';

type Runtime = typeof RuntimeModule;

let runtime: Promise<Runtime> | null = null;
const loadRuntime = () => (runtime ??= import('./runtime.ts'));

export function Analytics() {
  const root = useRootData();
  const consent = root?.consent;
  const allowed = statisticsAllowed(consent);
  const location = useLocation();
  const matches = useMatches();
  // The latest values for the runtime's listeners, which outlive renders.
  const latest = useRef({ root, matches });
  useEffect(() => {
    latest.current = { root, matches };
  });

  // The page the shopper landed on: web-vitals measures the document's load, so its figures are that page's.
  const [landing] = useState<PageType>(() => pageTypeOf(matches.at(-1)?.id ?? '', matches.at(-1)?.loaderData));
  // Core Web Vitals (ADR 0060) are statistics too: measured from the moment the shopper allows them.
  useEffect(() => {
    if (!allowed) return;
    void import('./vitals-reporter.ts').then((reporter) => reporter.startVitals(landing));
  }, [allowed, landing]);

  useEffect(() => {
    if (!allowed) return undefined;
    let cancelled = false;
    void loadRuntime().then((loaded) => {
      if (cancelled) return;
      const { root: current, matches: currentMatches } = latest.current;
      loaded.start({
        gtmId: consent?.gtmId ?? null,
        marketing: consent?.choice?.marketing === true,
        sideCart: () => latest.current.root?.sideCart ?? null,
        // A flash on the page that was loaded is older than the runtime: not confirmed by it.
        initialFlash: current?.flash ?? [],
      });
      const leaf = currentMatches.at(-1);
      loaded.pageView({
        leafId: leaf?.id ?? '',
        leafData: leaf?.loaderData,
        data: currentMatches.map((match) => match.loaderData),
        currency: current?.currencies.find((currency) => currency.id === current.currencyId)?.isoCode ?? 'EUR',
      });
      // An add confirmed before the runtime ran (a plain form post, or a fetcher's answer that came first).
      loaded.chromeUpdate({ flash: current?.flash ?? [], sideCart: current?.sideCart ?? null });
    });
    return () => {
      cancelled = true;
    };
    // Once per page (a fetcher's redirect back to the same page is no new view), and when consent is given on this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the page's data is read from `latest`
  }, [allowed, location.pathname, location.search]);

  const flash = root?.flash;
  const sideCart = root?.sideCart ?? null;
  useEffect(() => {
    if (!allowed || !flash || runtime === null) return;
    void runtime.then((loaded) => loaded.chromeUpdate({ flash, sideCart }));
  }, [allowed, flash, sideCart]);

  return null;
}
