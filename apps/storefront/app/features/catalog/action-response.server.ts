// Form actions of the catalogue answer with a notification and a redirect back to the page the form
// was on (303, so a reload does not post again); without JavaScript the notification travels in
// the flash cookie, with JavaScript the redirect is a client navigation.
import { redirect, type RouterContextProvider } from 'react-router';
import { i18nFor } from '../../i18n/i18n.ts';
import type { Locale } from '../../i18n/locales.ts';
import { homePath } from '../../i18n/paths.ts';
import { safeRedirectPath } from '../../lib/http/safe-redirect.ts';
import { pushFlash } from '../../lib/request-context.ts';
import { messageForApiError } from '../../lib/store-api/error-messages.ts';
import type { StoreApiFailure } from '../../lib/store-api/errors.ts';
import type { NotificationType } from '../notifications/notification.ts';

export interface ActionScope {
  context: Readonly<RouterContextProvider>;
  locale: Locale;
  form: FormData | null;
}

let sequence = 0;

export function notify(scope: ActionScope, type: NotificationType, key: string, params?: Record<string, string | number>, persistent = false): void {
  sequence = (sequence + 1) % 1_000_000;
  const message = i18nFor(scope.locale).t(key, params ?? {});
  pushFlash(scope.context, { id: `catalog-${Date.now()}-${sequence}`, type, message, ...(persistent ? { persistent } : {}) });
}

export function notifyFailure(scope: ActionScope, failure: StoreApiFailure, request: Request): void {
  const message = messageForApiError(failure.status, failure.errors[0], { ajax: request.headers.has('x-requested-with') });
  notify(scope, 'danger', message.key, message.params);
}

export function redirectBack(scope: ActionScope): Response {
  return redirect(safeRedirectPath(scope.form?.get('redirectTo'), homePath(scope.locale)), 303);
}
