// Notifications (spec §3/§4): typed messages that disappear after a timeout unless persistent.
import * as z from 'zod/mini';

const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'danger'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Spec §9: notification default timeout. */
export const DEFAULT_NOTIFICATION_TIMEOUT_MS = 2500;

const notificationSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  type: z.enum(NOTIFICATION_TYPES),
  message: z.string().check(z.maxLength(500)),
  persistent: z.optional(z.boolean()),
  timeout: z.optional(z.int().check(z.positive(), z.lte(60_000))),
});

export type Notification = z.infer<typeof notificationSchema>;

/** Milliseconds until the notification hides itself, or null when it stays until dismissed. */
export function dismissDelay(notification: Pick<Notification, 'persistent' | 'timeout'>): number | null {
  if (notification.persistent) return null;
  return notification.timeout ?? DEFAULT_NOTIFICATION_TIMEOUT_MS;
}

const flashSchema = z.array(notificationSchema).check(z.maxLength(5));

/** Flash cookie payload: notifications from an action that must survive the redirect (no-JS forms). */
export function encodeFlash(notifications: readonly Notification[]): string {
  return JSON.stringify(notifications.slice(-5));
}

/** Decodes an untrusted flash cookie; anything malformed yields no notifications. */
export function decodeFlash(value: string | undefined): Notification[] {
  if (!value) return [];
  try {
    const parsed = flashSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
