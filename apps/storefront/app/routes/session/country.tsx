// Form target of the delivery country choice (product page, cart): PATCH /context {countryId}, then back to the page.
import { chooseCountryAction } from '../../features/delivery/index.server.ts';
import { localeFromPathname } from '../../i18n/paths.ts';
import { formTargetLoader } from '../../lib/http/form-target.ts';
import type { Route } from './+types/country';
import { formTargetErrorBoundary } from '../../features/shell/index.ts';

export async function action({ request, context, url }: Route.ActionArgs) {
  return chooseCountryAction(request, context, localeFromPathname(url.pathname));
}

/** A GET (e.g. a reload after posting without JavaScript) just goes home. */
export const loader = formTargetLoader;

// A document post (no JavaScript) that fails before or in the action gets the shop's error page, not JSON.
export const ErrorBoundary = formTargetErrorBoundary();
