// `<market prefix>/feeds/products.xml`: the market's Google Merchant Center feed, streamed. The Store API's
// products are read a page at a time (never the whole catalogue at once) in the market's language and
// currency; a shopper closing the connection stops the reads. Browsers and CDNs may keep it an hour.
import type { RouterContextProvider } from 'react-router';
import { i18nFor } from '../../i18n/i18n.ts';
import { homePath, splitLocalePath } from '../../i18n/paths.ts';
import { merchantConfig } from '../../lib/merchant/config.ts';
import { sessionSummaryContext, storeApiContext } from '../../lib/request-context.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import type { Schemas } from '../../lib/store-api/types.ts';
import { productHref } from '../product-data/index.ts';
import { FEED_TAIL, feedHead, feedItemXml, shippingCostFrom, toFeedItem, type FeedContext } from './feed.ts';
import { absoluteUrl } from './markdown-text.ts';

const PAGE_SIZE = 100;
const FEED_HEADERS = { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };

const PRODUCT_CRITERIA: Schemas['Criteria'] = {
  limit: PAGE_SIZE,
  'total-count-mode': 'none',
  // A stable order, so that no product is skipped or repeated between pages.
  sort: [{ field: 'productNumber', order: 'ASC' }],
  associations: { cover: { associations: { media: {} } }, manufacturer: {}, options: {} },
};

async function readPage(api: StoreApiClient, page: number): Promise<Schemas['Product'][]> {
  const { data } = await api.invoke('readProduct post /product', { headers: { 'sw-include-seo-urls': true }, body: { ...PRODUCT_CRITERIA, page } });
  return data.elements ?? [];
}

/** The market's shipping country and default method, with the method's price matrix when the Store API hands it out. */
async function shippingFacts(api: StoreApiClient): Promise<Pick<FeedContext, 'country' | 'shippingMethod' | 'shippingCost'>> {
  const { data: context } = await api.invoke('readContext get /context');
  const method = context.shippingMethod;
  const currencyId = context.currency?.id;
  const prices = method
    ? ((await api.invoke('readShippingMethod post /shipping-method', { body: { ids: [method.id], associations: { prices: {} } } })).data.elements?.[0]
        ?.prices ?? [])
    : [];
  return {
    country: context.shippingLocation?.country?.iso ?? '',
    shippingMethod: String(method?.translated?.name ?? method?.name ?? ''),
    shippingCost: currencyId ? shippingCostFrom(prices, currencyId) : () => null,
  };
}

async function* feedChunks(api: StoreApiClient, first: Schemas['Product'][], context: FeedContext, head: string): AsyncGenerator<string> {
  yield head;
  let products = first;
  for (let page = 1; ; page += 1) {
    if (page > 1) products = await readPage(api, page);
    const items = products.flatMap((product) => {
      const item = toFeedItem(product, context);
      return item ? [feedItemXml(item)] : [];
    });
    if (items.length > 0) yield items.join('');
    if (products.length < PAGE_SIZE) break;
  }
  yield FEED_TAIL;
}

/**
 * Pulls the next chunk when the client takes the last one (back-pressure down to the Store API reads). A read
 * failing midway errors the stream: the client sees a broken transfer, never a feed that silently ends early.
 */
function byteStream(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

export async function loadProductFeed(context: Readonly<RouterContextProvider>, url: URL): Promise<Response> {
  const { locale } = splitLocalePath(url.pathname);
  const { api } = context.get(storeApiContext);
  const summary = context.get(sessionSummaryContext);
  const { t } = i18nFor(locale);
  let first: Schemas['Product'][];
  let shipping: Awaited<ReturnType<typeof shippingFacts>>;
  try {
    // The first page before the first byte: a Store API that is down is a 502/503, not half a feed.
    [first, shipping] = await Promise.all([readPage(api, 1), shippingFacts(api)]);
  } catch (error) {
    const status = storeApiFailureOf(error)?.status === 503 ? 503 : 502;
    return new Response('Product feed unavailable', { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '30' } });
  }
  const feedContext: FeedContext = {
    origin: url.origin,
    currencyIso: summary.currencyIso,
    href: (product) => productHref(product, locale),
    ...shipping,
  };
  const head = feedHead({
    title: merchantConfig().brand.name,
    link: absoluteUrl(url.origin, homePath(locale)),
    description: t('meta.description'),
  });
  return new Response(byteStream(feedChunks(api, first, feedContext, head)), { headers: FEED_HEADERS });
}
