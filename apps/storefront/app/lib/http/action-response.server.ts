// Form actions of the catalogue answer with a notification (lib/notifications/flash.server.ts) and a redirect back to the page the form
// was on (303, so a reload does not post again); without JavaScript the notification travels in
// the flash cookie, with JavaScript the redirect is a client navigation.
import { redirect, type RouterContextProvider } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import { homePath } from '../../i18n/paths.ts';
import { safeRedirectPath } from './safe-redirect.ts';

export interface ActionScope {
  context: Readonly<RouterContextProvider>;
  locale: Locale;
  form: FormData | null;
}

export function redirectBack(scope: ActionScope): Response {
  return redirect(safeRedirectPath(scope.form?.get('redirectTo'), homePath(scope.locale)), 303);
}
