// The root loader's work: the chrome's navigation and currencies for the request's locale. The
// footer navigation is streamed (see RootData.footer).
import type { RouterContextProvider } from 'react-router';
import { readConfig } from '../../lib/config.server.ts';
import { requestStateContext, sessionSummaryContext, storeApiContext } from '../../lib/request-context.ts';
import { sideCartView, cartForChrome } from '../cart/index.server.ts';
import { throwPageError } from '../../lib/http/error-responses.server.ts';
import { loadNavigation } from '../navigation/index.server.ts';
import { readConsentState } from '../consent/index.server.ts';
import { currencyOptions } from '../session/index.server.ts';
import { businessRegistrationPath } from '../account/index.server.ts';
import type { RootData } from './root-data.ts';

export async function loadRootData(context: Readonly<RouterContextProvider>, url: URL, request: Request): Promise<RootData> {
  const { api } = context.get(storeApiContext);
  const state = context.get(requestStateContext);
  const summary = context.get(sessionSummaryContext);
  const { endpoint, accessKey } = readConfig();
  try {
    const navigation = loadNavigation(api, state.locale, `${endpoint}|${summary.languageId ?? state.locale}`);
    const [main, currencies, cart, businessRegistration] = await Promise.all([
      navigation.main,
      currencyOptions(api, endpoint, summary.languageId),
      cartForChrome(context, api, request, state.locale),
      businessRegistrationPath(api),
    ]);
    // After add to cart the side cart opens with the page, rendered on the server (works without JavaScript).
    const opensSideCart = state.flash.some((notification) => notification.sideCart);
    const sideCart = opensSideCart && cart.cart ? await sideCartView(context, cart.cart) : null;
    return {
      locale: state.locale,
      origin: url.origin,
      storeApiOrigin: new URL(endpoint).origin,
      storeApiAccessKey: accessKey,
      navigation: { main },
      footer: navigation.footer,
      currencies,
      currencyId: summary.currencyId,
      flash: [...state.flash, ...cart.notifications],
      loggedIn: summary.loggedIn,
      netPrices: summary.taxState === 'net',
      // A signed-in customer has an account already: the registration of another one is no link for them.
      businessRegistration: summary.loggedIn ? null : businessRegistration,
      cartCount: cart.count,
      sideCart,
      consent: readConsentState(request),
    };
  } catch (error) {
    throwPageError(error);
  }
}
