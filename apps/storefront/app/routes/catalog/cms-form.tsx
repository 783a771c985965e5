// Target of the CMS form element (newsletter or contact, see features/cms/form-action.server.ts).
import { redirect } from 'react-router';
import { cmsFormAction } from '../../features/cms/form-action.server.ts';
import { homePath, localeFromPathname } from '../../i18n/paths.ts';
import type { Route } from './+types/cms-form';

export async function action({ request, context, url }: Route.ActionArgs) {
  return cmsFormAction(request, context, localeFromPathname(url.pathname), url.origin);
}

export function loader({ url }: Route.LoaderArgs) {
  return redirect(homePath(localeFromPathname(url.pathname)));
}
