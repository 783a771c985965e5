import { startTransition, useEffect, useState } from 'react';
import { firstHydrationPending } from '../lib/preact/HydrateLater.tsx';

/** Set by the first component that runs in the browser: later mounts know at once. */
let browserRendering = false;

/**
 * False during server rendering and hydration, true once React runs in the browser.
 *
 * The switch after hydration is a transition: React re-renders the parts that change (a listing's
 * cards, the toolbar, the cart link …) in slices that leave the browser free between them. The
 * obvious `useSyncExternalStore(…, () => true, () => false)` re-renders all of them synchronously,
 * in one task of 40–170 ms on a mid-range phone (ADR 0022). Components mounted after hydration,
 * such as on a client-side navigation, start with true and render once.
 */
export function useHydrated(): boolean {
  // Parts that Preact hydrates in a later slice (HydrateLater, ADR 0023) start false as well.
  const [hydrated, setHydrated] = useState(() => browserRendering && !firstHydrationPending());
  useEffect(() => {
    browserRendering = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
