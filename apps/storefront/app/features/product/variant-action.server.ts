// Variant switch: find the variant for the chosen options and redirect to its (SEO) URL.
import { redirect, type RouterContextProvider } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import { localisePath } from '../../i18n/paths.ts';
import { readFormData } from '../../lib/http/form.ts';
import { encodePath } from '../../lib/http/url-path.ts';
import { storeApiContext } from '../../lib/request-context.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { ROUTE_NAMES, routeNameFilter } from '../../lib/store-api/seo-routes.ts';
import { redirectBack } from '../../lib/http/action-response.server.ts';
import { flash, flashFailure } from '../../lib/notifications/flash.server.ts';
import { foundVariantId, parseVariantChoice } from './variant-form.ts';

async function detailPath(api: StoreApiClient, productId: string): Promise<string> {
  try {
    const { data } = await api.invoke('readSeoUrl post /seo-url', {
      body: {
        filter: [{ type: 'equals', field: 'foreignKey', value: productId }, routeNameFilter(ROUTE_NAMES.detail)],
        limit: 1,
      },
    });
    const seoPath = data.elements[0]?.seoPathInfo;
    if (seoPath) return `/${seoPath.replace(/^\/+/, '')}`;
  } catch {
    // The technical path works too (it 301s to the SEO path).
  }
  return `/detail/${productId}`;
}

export async function switchVariantAction(request: Request, context: Readonly<RouterContextProvider>, locale: Locale): Promise<Response> {
  const scope = { context, locale, form: await readFormData(request) };
  const choice = parseVariantChoice(scope.form);
  if (!choice) {
    flash(scope.context, 'danger', 'catalog.configurator.notFound');
    return redirectBack(scope);
  }
  const { api } = context.get(storeApiContext);
  try {
    const { data } = await api.invoke('searchProductVariantIds post /product/{productId}/find-variant', {
      pathParams: { productId: choice.productId },
      body: { options: choice.options, ...(choice.switchedGroup ? { switchedGroup: choice.switchedGroup } : {}) },
    });
    const variantId = foundVariantId(data);
    if (!variantId) throw new Error('find-variant answered without a variant id');
    return redirect(localisePath(encodePath(await detailPath(api, variantId)), locale), 303);
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (failure && failure.status !== 404 && failure.status !== 400) flashFailure(scope.context, failure, request);
    else flash(scope.context, 'warning', 'catalog.configurator.notFound');
    return redirectBack(scope);
  }
}
