// Form target of the footer currency switcher: PATCH /context {currencyId}, then back to the page.
import { switchCurrencyAction } from '../../features/session/index.server.ts';
import { localeFromPathname } from '../../i18n/paths.ts';
import { formTargetLoader } from '../../lib/http/form-target.ts';
import type { Route } from './+types/currency';
import { formTargetErrorBoundary } from '../../features/shell/index.ts';

export async function action({ request, context, url }: Route.ActionArgs) {
  return switchCurrencyAction(request, context, localeFromPathname(url.pathname));
}

/** A GET (e.g. a reload after posting without JavaScript) just goes home. */
export const loader = formTargetLoader;

// A document post (no JavaScript) that fails before or in the action gets the shop's error page, not JSON.
export const ErrorBoundary = formTargetErrorBoundary();
