// A part of the page that React hydrates on its own (ADR 0025): a Suspense boundary around it. React
// hydrates the page boundary by boundary in the background, yielding to the browser between them, and
// a part the shopper clicks, types into or focuses is hydrated first, ahead of the others; the event is
// then replayed on it. Nothing in a part suspends on the server, so its HTML is complete and in place
// without JavaScript.
import { Suspense, type ReactNode } from 'react';

export function Part({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
