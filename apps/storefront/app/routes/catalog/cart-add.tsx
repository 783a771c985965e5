// Form target (see ../../features/cart/add-to-cart-action.server.ts); a GET (e.g. a reload) goes home.
import { redirect } from 'react-router';
import { homePath, localeFromPathname } from '../../i18n/paths.ts';
import { addToCartAction } from '../../features/cart/add-to-cart-action.server.ts';
import type { Route } from './+types/cart-add';

export async function action({ request, context, url }: Route.ActionArgs) {
  return addToCartAction(request, context, localeFromPathname(url.pathname));
}

export function loader({ url }: Route.LoaderArgs) {
  return redirect(homePath(localeFromPathname(url.pathname)));
}
