// Form target of 'pay now' and 'pay again': handle-payment (after /order/payment for another
// method), then on to the gateway or back to the order's page.
import { redirect } from 'react-router';
import { paymentAction } from '../../features/checkout/index.server.ts';
import { homePath, localeFromPathname } from '../../i18n/paths.ts';
import type { Route } from './+types/payment';
import { formTargetErrorBoundary } from '../../features/shell/index.ts';

export function action({ request, context, url }: Route.ActionArgs) {
  return paymentAction(request, context, url);
}

/** A GET (e.g. a reload after posting without JavaScript) just goes home. */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(homePath(localeFromPathname(url.pathname)));
}

// A document post (no JavaScript) that fails before or in the action gets the shop's error page, not JSON.
export const ErrorBoundary = formTargetErrorBoundary();
