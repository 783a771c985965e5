// Hydration in slices (ADR 0023). React DOM hydrates in the background, yielding to the browser every
// few milliseconds. Preact hydrates the whole document in one task, which at phone speed is one long
// task of several hundred milliseconds (Lighthouse's Total Blocking Time). During the first
// hydration, each HydrateLater part suspends until its turn comes, one part per task. Preact keeps
// the server's DOM of a suspended part and hydrates it when the turn comes. Later renders (client
// navigations, updates) never wait. On React, and on the server, it renders its children as they are.
import { Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { onPreact } from './runtime.ts';

let firstPass = onPreact && typeof document !== 'undefined';
const turns: Array<() => void> = [];
/** Parts given a turn whose hydration has not been committed yet. */
let openTurns = 0;

/**
 * Whether the first hydration is still under way: in the first pass or in a part still to be
 * hydrated. `useHydrated` starts false then, so those parts first render what the server sent.
 */
export function firstHydrationPending(): boolean {
  return firstPass || openTurns > 0;
}

/** entry.client: the synchronous first hydration pass has returned; parts rendered from now on never wait. */
export function firstHydrationPassDone(): void {
  firstPass = false;
}

function nextTurn(): void {
  turns.shift()?.();
  if (turns.length > 0) setTimeout(nextTurn, 0);
}

function turn(): Promise<void> {
  openTurns += 1;
  const waiting = new Promise<void>((resolve) => turns.push(resolve));
  if (turns.length === 1) setTimeout(nextTurn, 0);
  return waiting;
}

function Turn({ children }: { children: ReactNode }) {
  const [waiting] = useState(() => (firstPass ? turn() : null));
  if (waiting) use(waiting);
  useEffect(() => {
    if (waiting) openTurns -= 1;
  }, [waiting]);
  return <>{children}</>;
}

/** A part of the page that Preact may hydrate in a task of its own, after the parts before it. */
export function HydrateLater({ children }: { children: ReactNode }) {
  if (!onPreact) return <>{children}</>;
  return (
    <Suspense>
      <Turn>{children}</Turn>
    </Suspense>
  );
}
