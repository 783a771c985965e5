import { redirect, type RouterContextProvider } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import { homePath } from '../../i18n/paths.ts';
import { readFormData } from '../../lib/http/form.ts';
import { safeRedirectPath } from '../../lib/http/safe-redirect.ts';
import { storeApiContext } from '../../lib/request-context.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { flash, flashFailure } from '../../lib/notifications/flash.server.ts';
import { switchCurrency } from './context.server.ts';
import { isShopwareId } from '../../lib/store-api/ids.ts';

export async function switchCurrencyAction(request: Request, context: Readonly<RouterContextProvider>, locale: Locale): Promise<Response> {
  const form = await readFormData(request);
  const target = safeRedirectPath(form?.get('redirectTo'), homePath(locale));
  const currencyId = form?.get('currencyId');
  if (!isShopwareId(currencyId)) {
    flash(context, 'danger', 'messages.default');
    return redirect(target, 303);
  }
  try {
    await switchCurrency(context.get(storeApiContext).api, currencyId);
    flash(context, 'success', 'notifications.currencyChanged');
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (!failure) throw error;
    flashFailure(context, failure, request);
  }
  return redirect(target, 303);
}
