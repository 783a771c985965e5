// Work an input's event starts but the shopper need not wait for: a filter's navigation, say. Run in the
// event, it holds back the frame that shows the ticked box (the interaction's delay, INP); after the next
// paint the box is seen at once and the work follows a frame later.

/** Runs `work` once the browser has painted what the current event changed. */
export function afterNextPaint(work: () => void): void {
  // A frame callback runs before that frame's paint; a task queued from it runs after the paint.
  requestAnimationFrame(() => setTimeout(work, 0));
}
