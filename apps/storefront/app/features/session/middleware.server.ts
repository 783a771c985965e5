// Server middleware of the root route: one Store API session per request, the route's locale pushed
// into the session context, and the cookies (context token, locale, flash) written on the way out.
import { data, redirect, type MiddlewareFunction } from 'react-router';
import { localeFromPathname } from '../../i18n/paths.ts';
import { rootRedirectTarget } from '../../i18n/root-redirect.ts';
import { readConfig, servedOverHttps } from '../../lib/config.server.ts';
import {
  CART_COOKIE,
  contextTokenCookie,
  FLASH_COOKIE,
  flashCookie,
  LOCALE_COOKIE,
  localeCookie,
  readContextToken,
  readCookie,
} from '../../lib/http/cookies.ts';
import { CLIENT_IP_HEADER } from '../../lib/http/client-ip.ts';
import { isHostileRequestTarget } from '../../lib/http/hostile-input.ts';
import { SHAREABLE_HEADER } from '../../lib/http/stale-pages.ts';
import { requestStateContext, sessionSummaryContext, storeApiContext, type RequestState, type SessionSummary } from '../../lib/request-context.ts';
import { createStoreApiSession } from '../../lib/store-api/client.server.ts';
import { throwPageError } from '../errors/responses.server.ts';
import { decodeFlash, encodeFlash } from '../notifications/notification.ts';
import { syncSessionContext } from './context.server.ts';

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  // NUL or broken UTF-8 in the path or query: the 400 page, before the Store API sees it.
  if (isHostileRequestTarget(`${url.pathname}${url.search}`)) throw data(null, { status: 400 });
  const cookies = request.headers.get('cookie');
  const locale = localeFromPathname(url.pathname);
  const isRead = request.method === 'GET' || request.method === 'HEAD';

  const rootTarget = isRead
    ? rootRedirectTarget({
        pathname: url.pathname,
        localeCookie: readCookie(cookies, LOCALE_COOKIE),
        acceptLanguage: request.headers.get('accept-language'),
      })
    : null;
  if (rootTarget) throw redirect(rootTarget, { headers: { 'Set-Cookie': localeCookie(locale), Vary: 'Accept-Language, Cookie' } });

  const config = readConfig();
  const session = createStoreApiSession(config, readContextToken(cookies), request.headers.get(CLIENT_IP_HEADER) ?? undefined);
  const state: RequestState = { locale, setCookies: [], flash: decodeFlash(readCookie(cookies, FLASH_COOKIE)), outgoingFlash: [] };
  if (state.flash.length > 0) state.setCookies.push(flashCookie(null));
  // Only page reads record the locale: an action URL is not a choice of language.
  if (isRead && readCookie(cookies, LOCALE_COOKIE) !== locale) state.setCookies.push(localeCookie(locale));
  context.set(storeApiContext, session);
  context.set(requestStateContext, state);

  let summary: SessionSummary;
  try {
    summary = await syncSessionContext(session.api, config.endpoint, locale);
  } catch (error) {
    throwPageError(error);
  }
  context.set(sessionSummaryContext, summary);

  const response = await next();
  // A page every anonymous visitor gets alike may be kept by server.ts and served while the Store API is down.
  const anonymous = summary.sharedCatalogue && summary.defaultCurrency && !summary.loggedIn && readCookie(cookies, CART_COOKIE) !== '1' && state.flash.length === 0;
  if (isRead && anonymous && response.status === 200) response.headers.set(SHAREABLE_HEADER, '1');
  // Pages carry the visitor's session (currency, later cart and account): no shared caching.
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'private, no-cache');
  response.headers.append('Vary', 'Cookie');
  const token = session.contextToken();
  if (session.tokenChanged() && token) response.headers.append('Set-Cookie', contextTokenCookie(token, servedOverHttps(config, url)));
  for (const cookie of state.setCookies) response.headers.append('Set-Cookie', cookie);
  if (state.outgoingFlash.length > 0) response.headers.append('Set-Cookie', flashCookie(encodeFlash(state.outgoingFlash)));
  return response;
};
