// The browser's side of Core Web Vitals (ADR 0060): Google's `web-vitals` library measures LCP, INP and CLS of
// the page the shopper landed on, and each final value goes to the storefront with navigator.sendBeacon,
// which outlives the page (the values are final when the shopper interacts or leaves). Imported by
// Analytics.tsx only after consent for statistics, so this chunk and the library are not in any page's
// preloaded scripts.
import { onCLS, onINP, onLCP } from 'web-vitals';
import { encodeVitalsBeacon, VITALS_PATH, type PageType, type VitalName } from './vitals.ts';

let started = false;

/** Starts measuring once per document; `pageType` is the landing page's (web-vitals measures the document load). */
export function startVitals(pageType: PageType): void {
  if (started || typeof navigator.sendBeacon !== 'function') return;
  started = true;
  let pending: Partial<Record<VitalName, number>> = {};
  const flush = () => {
    if (Object.keys(pending).length === 0) return;
    const body = encodeVitalsBeacon(pageType, pending);
    pending = {};
    navigator.sendBeacon(VITALS_PATH, body);
  };
  const report = (metric: { name: VitalName; value: number }) => {
    pending[metric.name] = metric.value;
    // Values that become final together (INP and CLS when the page is hidden) go in one beacon.
    queueMicrotask(flush);
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
}
