// Hydration in slices, and only where it is needed (ADRs 0023, 0024). React DOM hydrates in the
// background, yielding to the browser every few milliseconds. Preact hydrates the whole document in one
// task, which at phone speed is one long task of several hundred milliseconds (Lighthouse's Total
// Blocking Time). During the first hydration each HydrateLater part suspends until its turn comes, one
// part per task; Preact keeps the server's DOM of a suspended part and hydrates it when the turn comes.
//
// A part rendered with `as` (its own element) waits longer: until it comes near the viewport or the
// shopper points at, touches or focuses it. Until then it is the server's HTML, which works as it does
// without JavaScript (links navigate, forms post). Cards far down a listing and the footer are often
// never reached, and their hydration is work nobody sees.
//
// Parts inside a part wait in the same way when their outer part hydrates. Later renders (client
// navigations, updates) never wait. On React, and on the server, a part renders its children as they are.
import { createContext, Suspense, use, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { OneElement } from './OneElement.tsx';
import { onPreact } from './runtime.ts';

let firstPass = onPreact && typeof document !== 'undefined';
/** The parts waiting for their turn, in the order they asked for it. */
const turns: Array<() => void> = [];
/** From the first part's turn until a task after the last part's: a hydration is under way. */
let turnsRunning = false;

/**
 * Whether a hydration is under way: the first pass, or a part whose turn has come. `useHydrated`
 * starts false then, so the part first renders what the server sent (Preact does not patch
 * attributes while it hydrates).
 */
export function firstHydrationPending(): boolean {
  return firstPass || turnsRunning;
}

/** entry.client: the synchronous first hydration pass has returned. */
export function firstHydrationPassDone(): void {
  firstPass = false;
}

/**
 * Lets the next part hydrate: its promise's reactions, and with them Preact's render of the part, run
 * as microtasks of this task. The part after it gets the next task.
 */
function nextTurn(): void {
  turns.shift()?.();
  setTimeout(afterTurn, 0);
}

/** A task after a turn: the next part's, or the end of the hydration under way. */
function afterTurn(): void {
  if (turns.length > 0) nextTurn();
  else turnsRunning = false;
}

function takeTurn(resolve: () => void): void {
  turns.push(resolve);
  if (!turnsRunning) {
    turnsRunning = true;
    setTimeout(nextTurn, 0);
  }
}

/** A part the shopper is reaching for hydrates now, ahead of the queue, in this very task. */
function hydrateNow(resolve: () => void): void {
  const index = turns.indexOf(resolve);
  if (index >= 0) turns.splice(index, 1);
  if (!turnsRunning) {
    turnsRunning = true;
    setTimeout(afterTurn, 0);
  }
  resolve();
}

/** How far outside the viewport a waiting part starts to hydrate: a flick's worth of scrolling. */
const NEAR_VIEWPORT = '200px 0px';
/** What shows the shopper is about to use a part; each one hydrates it before the click or key arrives. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

const whenNear = new Map<Element, () => void>();
let viewport: IntersectionObserver | undefined;

function observeNear(element: Element, near: () => void): void {
  viewport ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) whenNear.get(entry.target)?.();
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  whenNear.set(element, near);
  viewport.observe(element);
}

function unobserveNear(element: Element): void {
  whenNear.delete(element);
  viewport?.unobserve(element);
}

interface Part {
  /** Settles when the part may hydrate; null when it renders at once. */
  ready: Promise<void> | null;
  /** Asked by parts mounting inside this one: true while this part hydrates, so they wait too. */
  hydrating: () => boolean;
  /** Turn: the part has rendered over the server's DOM; what mounts inside from now on is new. */
  hydrated: () => void;
  /** The ref of the part's own element (parts with `as`): starts watching it. */
  watch: (element: Element | null) => void;
}

function createPart(hydrating: boolean, untilNear: boolean): Part {
  let pending = hydrating;
  const part: Part = {
    ready: null,
    hydrating: () => pending,
    hydrated: () => {
      pending = false;
    },
    watch: () => undefined,
  };
  if (!hydrating) return part;
  if (!untilNear) {
    part.ready = new Promise<void>(takeTurn);
    return part;
  }
  part.ready = new Promise<void>((resolve) => {
    let watched: Element | null = null;
    let state: 'waiting' | 'queued' | 'done' = 'waiting';
    const stop = () => {
      if (!watched) return;
      unobserveNear(watched);
      for (const type of INTENT_EVENTS) watched.removeEventListener(type, onIntent, true);
      watched = null;
    };
    const release = () => {
      state = 'done';
      stop();
      resolve();
    };
    // Near the viewport: the next free task. Reached for (even while queued): this task.
    const onNear = () => {
      if (state !== 'waiting') return;
      state = 'queued';
      if (watched) unobserveNear(watched);
      takeTurn(release);
    };
    const onIntent = () => {
      if (state !== 'done') hydrateNow(release);
    };
    part.watch = (element) => {
      if (state === 'done') return;
      stop();
      if (!element) return;
      watched = element;
      for (const type of INTENT_EVENTS) element.addEventListener(type, onIntent, { capture: true, passive: true });
      if (state === 'waiting') observeNear(element, onNear);
    };
  });
  return part;
}

/** The enclosing part's `hydrating` (none outside every part: the first pass decides). */
const HydratingPart = createContext<(() => boolean) | null>(null);

function Turn({ ready, hydrated, children }: { ready: Promise<void> | null; hydrated: () => void; children: ReactNode }) {
  if (ready) use(ready);
  useLayoutEffect(hydrated, [hydrated]);
  return <>{children}</>;
}

interface Props {
  children: ReactNode;
  /**
   * The part's own element: the part then hydrates only when it comes near the viewport or is about
   * to be used (see above). Without it the part takes the next free task.
   */
  as?: 'article' | 'aside' | 'div';
  className?: string;
  'data-testid'?: string;
}

/** A part of the page that Preact may hydrate in a task of its own, after the parts before it. */
export function HydrateLater({ children, as, ...attributes }: Props) {
  const outer = useContext(HydratingPart);
  const [{ ready, hydrating, hydrated, watch }] = useState(() => createPart(onPreact && (outer ? outer() : firstPass), as !== undefined));
  const Element = as;
  const content = <OneElement>{children}</OneElement>;
  if (!onPreact) return Element ? <Element {...attributes}>{content}</Element> : <>{content}</>;
  const body = (
    <HydratingPart.Provider value={hydrating}>
      <Suspense>
        <Turn ready={ready} hydrated={hydrated}>
          {content}
        </Turn>
      </Suspense>
    </HydratingPart.Provider>
  );
  return Element ? (
    <Element {...attributes} ref={watch}>
      {body}
    </Element>
  ) : (
    body
  );
}
