// The compare page and its form target. The list is the `aisle-compare` cookie (compare-list.ts): the
// action changes it and answers with a redirect (303) — back to the page the form was on with a
// notification, or to the compare page asking which product a fifth one replaces. The page reads the
// products by id (POST /product) and is private: it differs per browser.
import { redirect, type RouterContextProvider } from 'react-router';
import { stringifySetCookie } from 'cookie';
import { localisePath } from '../../i18n/paths.ts';
import { readCookie } from '../../lib/http/cookies.ts';
import { readFormData } from '../../lib/http/form.ts';
import { safeRedirectPath } from '../../lib/http/safe-redirect.ts';
import { throwPageError } from '../../lib/http/error-responses.server.ts';
import { flash } from '../../lib/notifications/flash.server.ts';
import { requestStateContext, storeApiContext } from '../../lib/request-context.ts';
import { isShopwareId } from '../../lib/store-api/ids.ts';
import { requestViewContext } from '../product-data/index.server.ts';
import { addCompareId, COMPARE_COOKIE, COMPARE_PATH, parseCompareIds, removeCompareId, replaceCompareId, serializeCompareIds } from './compare-list.ts';
import { compareView, type CompareView } from './compare-view.ts';

export const COMPARE_PAGE_HEADERS = { 'Cache-Control': 'private, no-store' };
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface ComparePageData extends CompareView {
  /** Only property rows whose values differ. */
  onlyDifferences: boolean;
  /** A fifth product waits for the shopper to choose which one it replaces. */
  pending: { id: string; name: string } | null;
}

function compareIds(request: Request): string[] {
  return parseCompareIds(readCookie(request.headers.get('cookie'), COMPARE_COOKIE));
}

/** Secure on an https shop, as every other cookie of the shop (the browser's script reads it: not httpOnly). */
function compareCookie(ids: readonly string[], secure: boolean): string {
  return stringifySetCookie({
    name: COMPARE_COOKIE,
    value: serializeCompareIds(ids),
    maxAge: ids.length ? ONE_YEAR_SECONDS : 0,
    path: '/',
    sameSite: 'lax',
    secure,
  });
}

async function readProducts(context: Readonly<RouterContextProvider>, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const { data } = await context.get(storeApiContext).api.invoke('readProduct post /product', {
    headers: { 'sw-include-seo-urls': true },
    body: {
      ids: [...ids],
      limit: ids.length,
      associations: { cover: { associations: { media: {} } }, manufacturer: {}, properties: { associations: { group: {} } } },
    },
  });
  return data.elements ?? [];
}

export async function loadComparePage(context: Readonly<RouterContextProvider>, request: Request, url: URL): Promise<ComparePageData> {
  const { locale } = context.get(requestStateContext);
  const ids = compareIds(request);
  const pendingId = url.searchParams.get('add')?.toLowerCase() ?? '';
  const pendingWanted = isShopwareId(pendingId) && !ids.includes(pendingId);
  try {
    const products = await readProducts(context, pendingWanted ? [...ids, pendingId] : ids);
    const view = compareView(ids, products, requestViewContext(context, locale));
    const pendingProduct = pendingWanted ? compareView([pendingId], products, requestViewContext(context, locale)).products[0] : undefined;
    return {
      ...view,
      onlyDifferences: url.searchParams.get('only') === 'differences',
      pending: pendingProduct ? { id: pendingProduct.id, name: pendingProduct.name } : null,
    };
  } catch (error) {
    throwPageError(error);
  }
}

export async function compareAction(request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  const form = await readFormData(request);
  const { locale, setCookies, secureCookies } = context.get(requestStateContext);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value.toLowerCase() : '';
  };
  const comparePage = localisePath(COMPARE_PATH, locale);
  const back = () => redirect(safeRedirectPath(form?.get('redirectTo'), comparePage), 303);
  const ids = compareIds(request);
  const id = field('productId');
  const intent = field('intent');
  if (!isShopwareId(id)) {
    flash(context, 'danger', 'compare.failed');
    return back();
  }
  const save = (next: readonly string[]) => setCookies.push(compareCookie(next, secureCookies));
  if (intent === 'add') {
    const result = addCompareId(ids, id);
    if (result.kind === 'full') return redirect(`${comparePage}?add=${id}`, 303);
    save(result.ids);
    flash(context, 'success', result.kind === 'added' ? 'compare.added' : 'compare.present', { count: result.ids.length });
    return back();
  }
  if (intent === 'remove') {
    save(removeCompareId(ids, id));
    flash(context, 'success', 'compare.removed');
    return back();
  }
  const replaced = field('replace');
  if (intent === 'replace' && isShopwareId(replaced)) {
    save(replaceCompareId(ids, replaced, id));
    flash(context, 'success', 'compare.added', { count: ids.length });
    return redirect(comparePage, 303);
  }
  // A tampered form: back without pretending anything happened.
  return back();
}
