/**
 * A click a link may take over with JavaScript (a swatch switching its card, a link opening a
 * dialog): the main button without a modifier. Cmd/Ctrl/Shift/Alt and middle clicks keep the link's
 * own meaning (new tab, new window, download).
 */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
