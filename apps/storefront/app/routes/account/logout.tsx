// Form target of the "Sign out" button: POST /account/logout (new token), then home.
import { redirect } from 'react-router';
import { logoutAction } from '../../features/account/index.server.ts';
import { homePath, localeFromPathname } from '../../i18n/paths.ts';
import type { Route } from './+types/logout';
import { formTargetErrorBoundary } from '../../features/shell/index.ts';

export function action({ context, url }: Route.ActionArgs) {
  return logoutAction(context, localeFromPathname(url.pathname));
}

export function loader({ url }: Route.LoaderArgs) {
  return redirect(homePath(localeFromPathname(url.pathname)));
}

// A document post (no JavaScript) that fails before or in the action gets the shop's error page, not JSON.
export const ErrorBoundary = formTargetErrorBoundary();
