// Notifications (docs/product-rules.md §3/§4): typed messages that disappear after a timeout unless persistent.
// Decoding them from the flash cookie (zod) is server work, in flash.server.ts: the browser gets
// only these types and the timing (ADR 0018).

export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'danger'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** docs/product-rules.md §9: notification default timeout. */
export const DEFAULT_NOTIFICATION_TIMEOUT_MS = 2500;

export interface Notification {
  id: string;
  type: NotificationType;
  message: string;
  persistent?: boolean | undefined;
  timeout?: number | undefined;
  /**
   * Shown in the side cart, which opens with it, instead of as a toast: the confirmation of add to
   * cart (DESIGN.md "Feedback"), the same with and without JavaScript.
   */
  sideCart?: true | undefined;
  /**
   * What an add-to-cart confirmation added. The analytics runtime counts each such notification once,
   * whenever it meets it — after a scripted add, or on the page a plain form post led to — so an add
   * made before the scripts ran or before the runtime loaded is counted as well.
   */
  added?: { productId: string; quantity: number } | undefined;
}

/** Milliseconds until the notification hides itself, or null when it stays until dismissed. */
export function dismissDelay(notification: Pick<Notification, 'persistent' | 'timeout'>): number | null {
  if (notification.persistent) return null;
  return notification.timeout ?? DEFAULT_NOTIFICATION_TIMEOUT_MS;
}
