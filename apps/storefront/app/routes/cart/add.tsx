// Form target (see ../../features/cart/add-to-cart-action.server.ts); a GET (e.g. a reload) goes home.
import { localeFromPathname } from '../../i18n/paths.ts';
import { addToCartAction } from '../../features/cart/index.server.ts';
import { formTargetLoader } from '../../lib/http/form-target.ts';
import type { Route } from './+types/add';
import { formTargetErrorBoundary } from '../../features/shell/index.ts';

export async function action({ request, context, url }: Route.ActionArgs) {
  return addToCartAction(request, context, localeFromPathname(url.pathname));
}

export const loader = formTargetLoader;

// A document post (no JavaScript) that fails before or in the action gets the shop's error page, not JSON.
export const ErrorBoundary = formTargetErrorBoundary();
