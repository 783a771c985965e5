// The wishlist page and its form targets. Logged-in customers keep it on the server
// (POST /customer/wishlist, page size 15); guests in the browser (the page loads their products by id).
import type { Schemas } from '../../lib/store-api/types.ts';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { readFormData } from '../../lib/http/form.ts';
import { safeRedirectPath } from '../../lib/http/safe-redirect.ts';
import { requestStateContext, sessionSummaryContext, storeApiContext } from '../../lib/request-context.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { throwPageError } from '../../lib/http/error-responses.server.ts';
import { redirectWithMessage } from '../../lib/forms/form-action.server.ts';
import { withEmptyBody } from '../../lib/store-api/empty-body.ts';
import { WISHLIST_PAGE_SIZE } from './local-list.ts';
import { wishlistProduct, type WishlistProduct } from './product.ts';
import { isShopwareId } from '../../lib/store-api/ids.ts';

const NOT_ACTIVATED = 'CHECKOUT__WISHLIST_IS_NOT_ACTIVATED';

export interface WishlistData {
  /** 'server' for logged-in customers; 'local' for guests and when the shop disables server wishlists. */
  mode: 'server' | 'local';
  products: WishlistProduct[];
  total: number;
  page: number;
}

const PRODUCT_CRITERIA = { associations: { cover: { associations: { media: {} } }, seoUrls: {} } };

function pageParam(url: URL): number {
  const page = Number.parseInt(url.searchParams.get('p') ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? Math.min(page, 1000) : 1;
}

/** docs/product-rules.md §4: 404 (no wishlist yet) is an empty list; other failures are logged and empty it. */
async function serverWishlist(api: StoreApiClient, page: number, context: Readonly<RouterContextProvider>): Promise<WishlistData> {
  const { locale } = context.get(requestStateContext);
  try {
    const { data: answer } = await api.invoke('readCustomerWishlist post /customer/wishlist', {
      body: { ...PRODUCT_CRITERIA, page, limit: WISHLIST_PAGE_SIZE, 'total-count-mode': 'exact' },
      headers: { 'sw-include-seo-urls': true },
    });
    const products = answer.products;
    return { mode: 'server', products: (products.elements ?? []).map((product) => wishlistProduct(product, locale)), total: products.total ?? 0, page };
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (!failure) throwPageError(error);
    if (failure.status === 403 && failure.errors[0]?.code === NOT_ACTIVATED) return { mode: 'local', products: [], total: 0, page };
    if (failure.status !== 404) console.error('[storefront] Wishlist could not be loaded:', failure.status, failure.errors[0]?.code ?? '');
    return { mode: 'server', products: [], total: 0, page };
  }
}

/** Guests: their browser sends the ids of one page (`?ids=a,b`). */
async function productsByIds(api: StoreApiClient, ids: string[], context: Readonly<RouterContextProvider>): Promise<WishlistProduct[]> {
  if (ids.length === 0) return [];
  const { locale } = context.get(requestStateContext);
  try {
    const { data: answer } = await api.invoke('readProduct post /product', {
      body: { ...PRODUCT_CRITERIA, ids, limit: ids.length },
      headers: { 'sw-include-seo-urls': true },
    });
    const byId = new Map((answer.elements ?? []).map((product: Schemas['Product']) => [product.id, wishlistProduct(product, locale)]));
    return ids.map((id) => byId.get(id)).filter((product): product is WishlistProduct => product !== undefined);
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (!failure || failure.status >= 500) throwPageError(error);
    return [];
  }
}

export async function loadWishlist(context: Readonly<RouterContextProvider>, url: URL): Promise<WishlistData> {
  const { api } = context.get(storeApiContext);
  const page = pageParam(url);
  if (context.get(sessionSummaryContext).loggedIn) return serverWishlist(api, page, context);
  const ids = (url.searchParams.get('ids') ?? '').split(',').filter(isShopwareId).slice(0, WISHLIST_PAGE_SIZE);
  return { mode: 'local', products: await productsByIds(api, ids, context), total: ids.length, page };
}

export interface MergeAnswer {
  ok: boolean;
  status: number;
  code?: string;
}

export async function wishlistAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readFormData(request);
  const intent = String(form?.get('intent') ?? '');
  const { api } = context.get(storeApiContext);
  const { locale } = context.get(requestStateContext);
  const loggedIn = context.get(sessionSummaryContext).loggedIn;

  if (intent === 'merge') {
    const ids = [...new Set(form?.getAll('productId').map(String).filter(isShopwareId) ?? [])];
    if (!loggedIn) return data<MergeAnswer>({ ok: false, status: 403, code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN' }, { status: 403 });
    if (ids.length === 0) return data<MergeAnswer>({ ok: true, status: 200 });
    try {
      await api.invoke('mergeProductOnWishlist post /customer/wishlist/merge', { body: { productIds: ids } });
      return data<MergeAnswer>({ ok: true, status: 200 });
    } catch (error) {
      const failure = storeApiFailureOf(error);
      if (!failure) throw error;
      const answer: MergeAnswer = { ok: false, status: failure.status };
      if (failure.errors[0]?.code) answer.code = failure.errors[0].code;
      return data(answer, { status: failure.status >= 500 ? 502 : failure.status });
    }
  }

  const target = safeRedirectPath(form?.get('redirectTo'), localisePath('/wishlist', locale));
  if (intent === 'clear') return clearWishlist(api, context, loggedIn, localisePath('/wishlist', locale));
  const productId = String(form?.get('productId') ?? '');
  if (!isShopwareId(productId) || (intent !== 'add' && intent !== 'remove')) return redirect(target, 303);
  if (!loggedIn) return redirectWithMessage(context, target, 'wishlist.loginRequired', 'info');
  try {
    if (intent === 'add') await api.invoke('addProductOnWishlist post /customer/wishlist/add/{productId}', withEmptyBody({ pathParams: { productId } }));
    else await api.invoke('deleteProductOnWishlist delete /customer/wishlist/delete/{productId}', withEmptyBody({ pathParams: { productId } }));
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (!failure || failure.status >= 500) throwPageError(error);
    const code = failure.errors[0]?.code;
    // Duplicates are ignored (docs/product-rules.md §4); removing what is gone already is no error either.
    if (code !== 'CHECKOUT__DUPLICATE_WISHLIST_PRODUCT' && code !== 'CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND') {
      return redirectWithMessage(context, target, code === NOT_ACTIVATED ? 'wishlist.localOnly' : 'messages.default', 'danger');
    }
  }
  return redirectWithMessage(context, target, intent === 'add' ? 'wishlist.added' : 'wishlist.removed');
}

/** Every product id of the customer's server wishlist (all pages). */
async function allWishlistIds(api: StoreApiClient): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const { data: answer } = await api.invoke('readCustomerWishlist post /customer/wishlist', { body: { page, limit: 100, includes: { product: ['id'] } } });
    const elements = answer.products.elements ?? [];
    ids.push(...elements.map((product) => product.id));
    if (elements.length < 100) break;
  }
  return ids;
}

/**
 * "Remove all", after the confirmation step. The Store API removes one product at a time, so each is
 * removed; a wishlist that does not exist (404) is empty already.
 */
async function clearWishlist(api: StoreApiClient, context: Readonly<RouterContextProvider>, loggedIn: boolean, target: string) {
  if (!loggedIn) return redirectWithMessage(context, target, 'wishlist.loginRequired', 'info');
  try {
    for (const productId of await allWishlistIds(api)) {
      await api.invoke('deleteProductOnWishlist delete /customer/wishlist/delete/{productId}', withEmptyBody({ pathParams: { productId } }));
    }
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (!failure || failure.status >= 500) throwPageError(error);
    if (failure.status !== 404) return redirectWithMessage(context, target, 'messages.default', 'danger');
  }
  return redirectWithMessage(context, target, 'wishlist.cleared');
}
