// Placeholder of the add-to-cart action: the cart issue posts the line item to the Store API here.
// Until then it must not pretend success, so it says that the cart is not available yet.
import type { RouterContextProvider } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import { readFormData } from '../../lib/http/form.ts';
import { notify, redirectBack } from '../catalog/action-response.server.ts';

export async function addToCartAction(request: Request, context: Readonly<RouterContextProvider>, locale: Locale): Promise<Response> {
  const scope = { context, locale, form: await readFormData(request) };
  notify(scope, 'info', 'catalog.cart.notAvailableYet');
  return redirectBack(scope);
}
