// The flash cookie: notifications from an action that must survive the redirect (no-JS forms),
// validated with zod when read back because the cookie comes from the browser.
import * as z from 'zod/mini';
import { NOTIFICATION_TYPES, type Notification } from './notification.ts';

const notificationSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  type: z.enum(NOTIFICATION_TYPES),
  message: z.string().check(z.maxLength(500)),
  persistent: z.optional(z.boolean()),
  timeout: z.optional(z.int().check(z.positive(), z.lte(60_000))),
});

const flashSchema = z.array(notificationSchema).check(z.maxLength(5));

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
