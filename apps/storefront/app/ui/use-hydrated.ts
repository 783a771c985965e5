import { useSyncExternalStore } from 'react';

const nothingToSubscribe = () => () => {};

/**
 * False during server rendering and while React hydrates the component, true once it runs in the
 * browser: React takes the server snapshot while hydrating (so the first render matches the HTML),
 * then renders the component once more with the browser's. A component mounted later, such as on a
 * client navigation, renders once, with true. Each part of the page (ui/Part.tsx) switches when that
 * part has hydrated, not all of them in one task.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToSubscribe,
    () => true,
    () => false,
  );
}
