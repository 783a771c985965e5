// The browser build's `react`: preact/compat plus the one hook React Router imports that Preact has not got.
// See docs/adr/0023-preact-in-the-browser.md.
// preact/compat's types are written as `export =`, which TypeScript does not let `export *` re-export;
// the module itself is ES and re-exports fine. Nothing imports this file's types: code is typed by React's.
// @ts-expect-error TS2498
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React's `useOptimistic` shows an optimistic value while a transition is pending. preact/compat runs
 * transitions synchronously, so no transition is ever pending and the optimistic value would be replaced
 * at once: the passthrough value is what React would settle on.
 */
export function useOptimistic<S>(passthrough: S): [S, (action: unknown) => void] {
  return [passthrough, () => {}];
}
