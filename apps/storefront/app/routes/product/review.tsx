// Form target (see ../../features/product/review-action.server.ts); a GET (e.g. a reload) goes home.
import { localeFromPathname } from '../../i18n/paths.ts';
import { saveReviewAction } from '../../features/product/index.server.ts';
import { formTargetLoader } from '../../lib/http/form-target.ts';
import type { Route } from './+types/review';
import { formTargetErrorBoundary } from '../../features/shell/index.ts';

export async function action({ request, context, url }: Route.ActionArgs) {
  return saveReviewAction(request, context, localeFromPathname(url.pathname));
}

export const loader = formTargetLoader;

// A document post (no JavaScript) that fails before or in the action gets the shop's error page, not JSON.
export const ErrorBoundary = formTargetErrorBoundary();
