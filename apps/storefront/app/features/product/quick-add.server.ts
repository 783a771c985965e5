// Loads the quick-add dialog's data when a shopper opens it (never with the listing): the product's
// configurator (`POST /product/{id}` without its layout) and its variants (`POST /product` with
// filter parentId), in parallel.
import { getTranslatedProperty } from '@shopware/helpers';
import { data as routeData, type RouterContextProvider } from 'react-router';
import { localeFromPathname } from '../../i18n/paths.ts';
import { storeApiContext } from '../../lib/request-context.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { isShopwareId } from '../../lib/store-api/ids.ts';
import type { Schemas } from '../../lib/store-api/types.ts';
import {
  toConfigurator,
  CARD_MAX_THUMBNAIL_WIDTH,
  detailPriceView,
  imageView,
  productHref,
  productName,
  purchaseView,
  type ViewContext,
} from '../product-data/index.ts';
import type { QuickAddVariant, QuickAddView } from './quick-add.ts';
import { requestViewContext } from '../product-data/index.server.ts';

const VARIANT_LIMIT = 100;

function variantView(product: Schemas['Product'], view: ViewContext): QuickAddVariant {
  const name = productName(product);
  const purchase = purchaseView(product);
  return {
    id: product.id,
    name,
    optionIds: product.optionIds ?? [],
    href: productHref(product, view.locale),
    image: imageView(product.cover?.media, name, CARD_MAX_THUMBNAIL_WIDTH),
    price: detailPriceView(product, view.money),
    stock: {
      available: product.available !== false,
      availableStock: typeof product.availableStock === 'number' ? product.availableStock : null,
      closeout: Boolean(product.isCloseout),
      restockDays: typeof product.restockTime === 'number' ? product.restockTime : null,
    },
    quantity: { min: purchase.minPurchase, step: purchase.purchaseSteps, max: Math.max(purchase.minPurchase, purchase.maxPurchase) },
  };
}

/** The dialog's view; null when the product is not a parent of variants. Store API failures propagate. */
async function quickAddView(api: StoreApiClient, productId: string, view: ViewContext): Promise<QuickAddView | null> {
  const [detail, children] = await Promise.all([
    api.invoke('readProductDetail post /product/{productId}', {
      pathParams: { productId },
      headers: { 'sw-include-seo-urls': true },
      query: { skipCmsPage: true },
      body: { associations: { options: { associations: { group: {} } } } },
    }),
    api.invoke('readProduct post /product', {
      headers: { 'sw-include-seo-urls': true },
      body: {
        filter: [{ type: 'equals', field: 'parentId', value: productId }],
        associations: { cover: { associations: { media: {} } } },
        limit: VARIANT_LIMIT,
      },
    }),
  ]);
  const { product, configurator } = detail.data;
  const variants = (children.data.elements ?? []).map((variant) => variantView(variant, view));
  if (variants.length === 0) return null;
  return {
    id: product.id,
    name: getTranslatedProperty(product, 'name').trim(),
    href: productHref(product, view.locale),
    groups: toConfigurator(configurator, []),
    variants,
  };
}

/** The resource route's answer: the dialog's view, or none with 404 (no such parent) or 502 (Store API down). */
export async function loadQuickAdd(context: Readonly<RouterContextProvider>, productId: string | undefined, url: URL) {
  if (!isShopwareId(productId)) return routeData({ product: null }, { status: 404 });
  try {
    const product = await quickAddView(
      context.get(storeApiContext).api,
      productId.toLowerCase(),
      requestViewContext(context, localeFromPathname(url.pathname)),
    );
    return routeData({ product }, { status: product ? 200 : 404 });
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (!failure) throw error;
    return routeData({ product: null }, { status: failure.status === 404 ? 404 : 502 });
  }
}
