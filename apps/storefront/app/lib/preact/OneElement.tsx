import type { ReactNode } from 'react';

/**
 * Its children as exactly one element (`display: contents`, so the layout is as without it). Preact,
 * which hydrates in the browser (ADRs 0023, 0024), keeps one DOM node in place for a subtree that
 * suspends while it hydrates. A subtree of two nodes (breadcrumbs and their JSON-LD) or of none (no
 * cross-sellings) shifted every later sibling by one, and Preact rebuilt the rest of the page from
 * scratch instead of hydrating it. Every part that may suspend while hydrating renders through this.
 */
export function OneElement({ children }: { children: ReactNode }) {
  return <div className="contents">{children}</div>;
}
