// Server middleware of the root route: one Store API session per request, the route's locale pushed
// into the session context, and the cookies (context token, locale, flash) written on the way out.
import { data, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { localeFromPathname, splitLocalePath } from '../../i18n/paths.ts';
import { switchedOffPart } from '../../lib/merchant/switches.ts';
import { routeFitsMarkets } from '../../i18n/route-scope.ts';
import { rootRedirectTarget } from '../../i18n/root-redirect.ts';
import { readConfig, servedOverHttps } from '../../lib/config.server.ts';
import {
  CART_COOKIE,
  contextTokenCookie,
  clearFlashCookie,
  FLASH_COOKIE,
  LOCALE_COOKIE,
  localeCookie,
  readContextToken,
  readCookie,
} from '../../lib/http/cookies.ts';
import { CLIENT_IP_HEADER } from '../../lib/http/client-ip.ts';
import { isHostileRequestTarget } from '../../lib/http/hostile-input.ts';
import { isProgramEndpoint } from '../../lib/http/program-endpoints.ts';
import { SHAREABLE_HEADER } from '../../lib/http/stale-pages.ts';
import { requestStateContext, sessionSummaryContext, storeApiContext, type RequestState, type SessionSummary } from '../../lib/request-context.ts';
import { createStoreApiSession } from '../../lib/store-api/client.server.ts';
import { throwPageError } from '../../lib/http/error-responses.server.ts';
import { readFlash, writeFlash } from '../../lib/notifications/flash.server.ts';
import { isAnonymousPage, PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL, sharedCacheable, varyHeader } from './cache-policy.ts';
import { syncSessionContext } from './context.server.ts';
import { notFoundInChrome } from '../../lib/root-data.ts';

/** Loads the data of the shop's chrome (header, footer) for a page: the shell's root loader, which root.tsx passes in. */
export type ChromeLoader = (context: Readonly<RouterContextProvider>, url: URL, request: Request) => Promise<object>;

/**
 * The session of every request (context token, locale, flash, cache policy). A path no page of this shop
 * answers is a 404 shown in the shop's chrome; the chrome's loader comes from the root (the shell sits
 * above this feature).
 */
export function createSessionMiddleware(loadChrome: ChromeLoader): MiddlewareFunction<Response> {
  return async ({ request, url, context, params, pattern }, next) => {
    // NUL or broken UTF-8 in the path or query: the 400 page, before the Store API sees it.
    if (isHostileRequestTarget(`${url.pathname}${url.search}`)) throw data(null, { status: 400 });
    // A part the merchant switched off has no pages: 404, as in a shop that never had it.
    // The same for a first segment that is no market's prefix, unless it begins a content page.
    const notFound = switchedOffPart(splitLocalePath(url.pathname).barePath) !== undefined || !routeFitsMarkets(pattern, params);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // A form post there comes from no page of this shop: no session is spent on it.
    if (notFound && !isRead) throw data(null, { status: 404 });
    const cookies = request.headers.get('cookie');
    const locale = localeFromPathname(url.pathname);

    const rootTarget = isRead
      ? rootRedirectTarget({
          pathname: url.pathname,
          localeCookie: readCookie(cookies, LOCALE_COOKIE),
          acceptLanguage: request.headers.get('accept-language'),
        })
      : null;
    const config = readConfig();
    const secure = servedOverHttps(config, url);
    const incomingToken = readContextToken(cookies);
    // A visitor without a context reads without one: the Store API's fresh token is not kept, the
    // language travels as a header, and the page stays shareable (no Set-Cookie). The first write
    // (an action) keeps the token, as Shopware persists a context only once it changes.
    // A program's call (MCP) keeps no session either, whatever its method.
    const anonymousRead = (isRead || isProgramEndpoint(url.pathname)) && incomingToken === undefined;
    if (rootTarget) {
      throw redirect(rootTarget, { headers: { ...(anonymousRead ? {} : { 'Set-Cookie': localeCookie(locale, secure) }), Vary: 'Accept-Language, Cookie' } });
    }

    const session = createStoreApiSession(
      config,
      incomingToken,
      request.headers.get(CLIENT_IP_HEADER) ?? undefined,
      request.headers.get('x-request-id') ?? undefined,
      // A departed reader's waiting calls are dropped; a write is carried out even if its sender left.
      isRead ? request.signal : undefined,
    );
    const state: RequestState = { locale, setCookies: [], secureCookies: secure, flash: await readFlash(cookies, config.secret), outgoingFlash: [] };
    // Read once; one the shop did not sign is shown to nobody and goes too.
    if (readCookie(cookies, FLASH_COOKIE) !== undefined) state.setCookies.push(clearFlashCookie(secure));
    // Page reads of visitors with a context record the locale (an action URL is not a choice of
    // language); a visitor's first write records it together with the new context token.
    const localeRemembered = readCookie(cookies, LOCALE_COOKIE) === locale;
    if (isRead && !anonymousRead && !localeRemembered) state.setCookies.push(localeCookie(locale, secure));
    context.set(storeApiContext, session);
    context.set(requestStateContext, state);

    let summary: SessionSummary;
    try {
      summary = await syncSessionContext(session.api, config.endpoint, locale, !anonymousRead, incomingToken === undefined);
    } catch (error) {
      throwPageError(error);
    }
    context.set(sessionSummaryContext, summary);
    // A page that is not there, shown in the shop's chrome like other not-found pages (its data comes along).
    if (notFound) throw notFoundInChrome(await loadChrome(context, url, request));

    const response = await next();
    const token = session.contextToken();
    if (!anonymousRead && session.tokenChanged() && token) {
      response.headers.append('Set-Cookie', contextTokenCookie(token, secure));
      if (incomingToken === undefined && !localeRemembered) state.setCookies.push(localeCookie(locale, secure));
    }
    for (const cookie of state.setCookies) response.headers.append('Set-Cookie', cookie);
    if (state.outgoingFlash.length > 0) response.headers.append('Set-Cookie', await writeFlash(state.outgoingFlash, config.secret, secure));

    const policy = {
      method: request.method,
      hasContextToken: incomingToken !== undefined,
      hasFlash: state.flash.length > 0,
      cartRemembered: readCookie(cookies, CART_COOKIE) === '1',
      summary,
      status: response.status,
      setsCookies: response.headers.has('Set-Cookie'),
    };
    // A page every anonymous visitor gets alike may be kept by server.ts and served while the Store API is down;
    // never one its route declared private (an order opened by a guest's answers carries no context token).
    const routePrivate = /\b(private|no-store)\b/.test(response.headers.get('Cache-Control') ?? '');
    if (isAnonymousPage(policy) && !routePrivate) response.headers.set(SHAREABLE_HEADER, '1');
    if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', sharedCacheable(policy) ? SHARED_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
    response.headers.append('Vary', varyHeader(url.pathname));
    return response;
  };
}
