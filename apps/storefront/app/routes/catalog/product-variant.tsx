// Form target (see ../../features/product/variant-action.server.ts); a GET (e.g. a reload) goes home.
import { localeFromPathname } from '../../i18n/paths.ts';
import { switchVariantAction } from '../../features/product/variant-action.server.ts';
import { formTargetLoader } from '../../lib/http/form-target.ts';
import type { Route } from './+types/product-variant';

export async function action({ request, context, url }: Route.ActionArgs) {
  return switchVariantAction(request, context, localeFromPathname(url.pathname));
}

export const loader = formTargetLoader;
