// Form target of the delivery country choice (product page, cart): PATCH /context {countryId}, then back
// to the page, whose promise is then the new country's. A plain form, so it works without JavaScript.
import { redirect, type RouterContextProvider } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import { homePath } from '../../i18n/paths.ts';
import { readFormData } from '../../lib/http/form.ts';
import { safeRedirectPath } from '../../lib/http/safe-redirect.ts';
import { flash, flashFailure } from '../../lib/notifications/flash.server.ts';
import { storeApiContext } from '../../lib/request-context.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { isShopwareId } from '../../lib/store-api/ids.ts';
import { COUNTRY_FIELDS } from './country-form.ts';

export async function chooseCountryAction(request: Request, context: Readonly<RouterContextProvider>, locale: Locale): Promise<Response> {
  const form = await readFormData(request);
  const target = safeRedirectPath(form?.get(COUNTRY_FIELDS.redirectTo), homePath(locale));
  const countryId = form?.get(COUNTRY_FIELDS.countryId);
  if (!isShopwareId(countryId)) {
    flash(context, 'danger', 'delivery.countryInvalid');
    return redirect(target, 303);
  }
  try {
    // A country the sales channel does not ship to is refused by the Store API (400): that message is flashed.
    await context.get(storeApiContext).api.invoke('updateContext patch /context', { body: { countryId } });
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (!failure) throw error;
    flashFailure(context, failure, request);
  }
  return redirect(target, 303);
}
