// Hydration in slices (ADR 0023). React DOM hydrates in the background, yielding to the browser every
// few milliseconds. Preact hydrates the whole document in one task, which at phone speed is one long
// task of several hundred milliseconds (Lighthouse's Total Blocking Time). During the first
// hydration, each HydrateLater part suspends until its turn comes, one part per task. Preact keeps
// the server's DOM of a suspended part and hydrates it when the turn comes. Later renders (client
// navigations, updates) never wait. On React, and on the server, it renders its children as they are.
import { Suspense, use, useState, type ReactNode } from 'react';
import { onPreact } from './runtime.ts';

let firstPass = onPreact && typeof document !== 'undefined';
/** The parts waiting for their turn, in tree order. */
const turns: Array<() => void> = [];
/** From the first part's turn until a task after the last part's: the first hydration is not over. */
let turnsRunning = false;

/**
 * Whether the first hydration is still under way: in the first pass or in a part still to be
 * hydrated. `useHydrated` starts false then, so those parts first render what the server sent.
 */
export function firstHydrationPending(): boolean {
  return firstPass || turnsRunning;
}

/** entry.client: the synchronous first hydration pass has returned; parts rendered from now on never wait. */
export function firstHydrationPassDone(): void {
  firstPass = false;
}

/**
 * Lets the next part hydrate: its promise's reactions, and with them Preact's render of the part, run
 * as microtasks of this task. The part after it gets the next task. Nothing here depends on a
 * suspended component keeping its state.
 */
function nextTurn(): void {
  turns.shift()?.();
  setTimeout(() => {
    if (turns.length > 0) nextTurn();
    else turnsRunning = false;
  }, 0);
}

function turn(): Promise<void> {
  const waiting = new Promise<void>((resolve) => turns.push(resolve));
  if (!turnsRunning) {
    turnsRunning = true;
    setTimeout(nextTurn, 0);
  }
  return waiting;
}

function Turn({ children }: { children: ReactNode }) {
  const [waiting] = useState(() => (firstPass ? turn() : null));
  if (waiting) use(waiting);
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
