// The one way the server words and names a notification: translated in the request's locale, with a
// random id (the client's list tells notifications apart by id, so ids must never repeat). Flashed
// ones travel in the flash cookie across an action's redirect (post/redirect/get, works without JS),
// signed with the storefront's secret, so that only what the shop wrote is shown, and validated with zod
// when read back (a cookie of an earlier release may hold another shape).
import { randomUUID } from 'node:crypto';
import type { RouterContextProvider } from 'react-router';
import { i18nFor } from '../../i18n/i18n.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { MessageKey } from '../../i18n/message-key.ts';
import { flashCookie } from '../http/cookies.ts';
import { requestStateContext } from '../request-context.ts';
import { SHOPWARE_ID } from '../store-api/ids.ts';
import { messageForApiError } from '../store-api/error-messages.ts';
import type { StoreApiFailure } from '../store-api/errors.ts';
import * as z from 'zod/mini';
import { NOTIFICATION_TYPES, type Notification, type NotificationType } from './notification.ts';

type Context = Readonly<RouterContextProvider>;
type Params = Record<string, string | number>;

/** How a notification shows: `persistent` until dismissed; `sideCart` inside the side cart, which opens with it. */
type Options = Pick<Notification, 'persistent' | 'sideCart' | 'added'>;

/** A notification for this response (for example from a loader); `flash` carries one to the next page. */
export function serverNotification(locale: Locale, type: NotificationType, key: MessageKey, params: Params = {}, options: Options = {}): Notification {
  const message = i18nFor(locale).t(key, params);
  return {
    id: randomUUID(),
    type,
    message,
    ...(options.persistent ? { persistent: true } : {}),
    ...(options.sideCart ? { sideCart: true } : {}),
    ...(options.added ? { added: options.added } : {}),
  };
}

/** Queues a notification for the page after the redirect. */
export function flash(context: Context, type: NotificationType, key: MessageKey, params?: Params, options: Options = {}): void {
  const state = context.get(requestStateContext);
  state.outgoingFlash.push(serverNotification(state.locale, type, key, params, options));
}

/** A Store API client error as a flashed message (the wording of docs/product-rules.md §8 per status and error code). */
export function flashFailure(context: Context, failure: StoreApiFailure, request: Request): void {
  const message = messageForApiError(failure.status, failure.errors[0], { ajax: request.headers.has('x-requested-with') });
  flash(context, 'danger', message.key, message.params);
}

const notificationSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  type: z.enum(NOTIFICATION_TYPES),
  message: z.string().check(z.maxLength(500)),
  persistent: z.optional(z.boolean()),
  timeout: z.optional(z.int().check(z.positive(), z.lte(60_000))),
  sideCart: z.optional(z.literal(true)),
  added: z.optional(z.object({ productId: z.string().check(z.regex(SHOPWARE_ID)), quantity: z.int().check(z.positive(), z.lte(100_000)) })),
});

const flashSchema = z.array(notificationSchema).check(z.maxLength(5));

/** The Set-Cookie header that carries the notifications to the next page (the last five), signed. */
export function writeFlash(notifications: readonly Notification[], secret: string, secure: boolean): Promise<string> {
  return flashCookie(secret).serialize(notifications.slice(-5), { secure });
}

/** The flashed notifications of a request; a missing, forged, tampered or malformed cookie yields none. */
export async function readFlash(cookieHeader: string | null, secret: string): Promise<Notification[]> {
  const value: unknown = await flashCookie(secret).parse(cookieHeader);
  const parsed = flashSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}
