// Target of the CMS form element (newsletter or contact, see features/cms/form-action.server.ts).
import { cmsFormAction } from '../../features/cms/index.server.ts';
import { localeFromPathname } from '../../i18n/paths.ts';
import { formTargetLoader } from '../../lib/http/form-target.ts';
import type { Route } from './+types/form';
import { formTargetErrorBoundary } from '../../features/shell/index.ts';

export async function action({ request, context, url }: Route.ActionArgs) {
  return cmsFormAction(request, context, localeFromPathname(url.pathname), url.origin);
}

export const loader = formTargetLoader;

// A document post (no JavaScript) that fails before or in the action gets the shop's error page, not JSON.
export const ErrorBoundary = formTargetErrorBoundary();
