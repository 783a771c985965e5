// Form target (see ../../features/product/variant-action.server.ts); a GET (e.g. a reload) goes home.
import { redirect } from 'react-router';
import { homePath, localeFromPathname } from '../../i18n/paths.ts';
import { switchVariantAction } from '../../features/product/variant-action.server.ts';
import type { Route } from './+types/product-variant';

export async function action({ request, context, url }: Route.ActionArgs) {
  return switchVariantAction(request, context, localeFromPathname(url.pathname));
}

export function loader({ url }: Route.LoaderArgs) {
  return redirect(homePath(localeFromPathname(url.pathname)));
}
