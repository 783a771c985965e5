import { redirect, type RouterContextProvider } from 'react-router';
import { i18nFor } from '../../i18n/i18n.ts';
import type { Locale } from '../../i18n/locales.ts';
import { homePath } from '../../i18n/paths.ts';
import { readFormData } from '../../lib/http/form.ts';
import { safeRedirectPath } from '../../lib/http/safe-redirect.ts';
import { pushFlash, storeApiContext } from '../../lib/request-context.ts';
import { messageForApiError } from '../../lib/store-api/error-messages.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { switchCurrency } from './context.server.ts';
import { isShopwareId } from '../../lib/store-api/ids.ts';


export async function switchCurrencyAction(request: Request, context: Readonly<RouterContextProvider>, locale: Locale): Promise<Response> {
  const form = await readFormData(request);
  const target = safeRedirectPath(form?.get('redirectTo'), homePath(locale));
  const currencyId = form?.get('currencyId');
  const t = i18nFor(locale).t;
  if (typeof currencyId !== 'string' || !isShopwareId(currencyId)) {
    pushFlash(context, { id: `currency-${Date.now()}`, type: 'danger', message: t('messages.default') });
    return redirect(target, 303);
  }
  try {
    await switchCurrency(context.get(storeApiContext).api, currencyId);
    pushFlash(context, { id: `currency-${Date.now()}`, type: 'success', message: t('notifications.currencyChanged') });
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (!failure) throw error;
    const message = messageForApiError(failure.status, failure.errors[0], { ajax: request.headers.has('x-requested-with') });
    pushFlash(context, { id: `currency-${Date.now()}`, type: 'danger', message: t(message.key, message.params) });
  }
  return redirect(target, 303);
}
