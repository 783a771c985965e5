// Loads a product page: the product with its configurator and CMS layout, whose slots bring the
// reviews and cross-sellings the layout shows; without a layout (Shopware product without one,
// `skipCmsPage`) the default page, with reviews and cross-sellings loaded apart. The breadcrumb is
// loaded alongside. Only the main request may fail the page; the rest are aids, handed over as
// promises that never reject and streamed into the same response (ADR 0019).
import { getTranslatedProperty } from '@shopware/helpers';
import type { Schemas } from '../../lib/store-api/types.ts';
import { localisePath } from '../../i18n/paths.ts';
import { encodePath } from '../../lib/http/url-path.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { featureOn } from '../../lib/merchant/config.ts';
import { prepareCmsContent, sanitizeCmsHtml } from '../cms/index.server.ts';
import type { Crumb } from '../navigation/index.ts';
import { toConfigurator, toCrossSellings, toProductDetail, toReviews, type LanguageTags, type ViewContext } from '../product-data/index.ts';
import type { ProductPageView } from './product-page-view.ts';
import { isDefaultLayout, isProductSlot, layoutCrossSellings, layoutReviews, productSlot, toProductLayout, type ProductLayoutView } from './product-layout.ts';

const REVIEWS_PER_PAGE = 10;

/** Associations real Shopware needs to return everything the page shows (the engine loads them anyway). */
const PRODUCT_ASSOCIATIONS = {
  media: {},
  manufacturer: { associations: { media: {} } },
  properties: { associations: { group: {} } },
  options: { associations: { group: {} } },
  deliveryTime: {},
  unit: {},
};

async function optional<T>(load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch {
    return fallback;
  }
}

export interface ReviewLanguage {
  /** The shopper's language: reviews in it come first (Shopware's storefront default). */
  languageId: string | undefined;
  /** The shopper asked for the reviews in all languages. */
  all: boolean;
  /** Language id → BCP 47 tag: reviews in other languages carry their `lang`. */
  tags?: LanguageTags;
}

interface LoadedReviews {
  elements: Schemas['ProductReview'][];
  total: number;
  /** Reviews in other languages than the one shown (0 when all are shown). */
  otherLanguages: number;
}

async function readReviews(api: StoreApiClient, productId: string, languageId: string | undefined, limit: number) {
  const { data } = await api.invoke('readProductReviews post /product/{productId}/reviews', {
    pathParams: { productId },
    body: {
      limit,
      sort: [{ field: 'createdAt', order: 'DESC' }],
      'total-count-mode': 'exact',
      ...(languageId ? { filter: [{ type: 'equals', field: 'languageId', value: languageId }] } : {}),
    },
  });
  return { elements: data.elements ?? [], total: data.total ?? data.elements?.length ?? 0 };
}

/** The reviews in the shopper's language, and how many more there are in the others. */
async function loadReviews(api: StoreApiClient, productId: string, language: ReviewLanguage): Promise<LoadedReviews> {
  if (language.all || !language.languageId) return { ...(await readReviews(api, productId, undefined, REVIEWS_PER_PAGE)), otherLanguages: 0 };
  const [own, all] = await Promise.all([readReviews(api, productId, language.languageId, REVIEWS_PER_PAGE), readReviews(api, productId, undefined, 1)]);
  return { ...own, otherLanguages: Math.max(all.total - own.total, 0) };
}

const NO_REVIEWS: LoadedReviews = { elements: [], total: 0, otherLanguages: 0 };

async function loadCrossSellings(api: StoreApiClient, productId: string): Promise<Schemas['CrossSellingElement'][]> {
  const { data } = await api.invoke('readProductCrossSellings post /product/{productId}/cross-selling', {
    pathParams: { productId },
    headers: { 'sw-include-seo-urls': true },
  });
  return Array.isArray(data) ? data : [];
}

async function loadBreadcrumbs(api: StoreApiClient, productId: string, { locale }: ViewContext): Promise<Crumb[]> {
  const { data } = await api.invoke('readBreadcrumb get /breadcrumb/{id}', { pathParams: { id: productId }, query: { type: 'product' } });
  return (Array.isArray(data) ? data : []).map((crumb) => ({
    name: getTranslatedProperty(crumb, 'name').trim(),
    href: localisePath(encodePath(`/${crumb.path.replace(/^\/+/, '')}`), locale),
  }));
}

/** The layout's view: product slots lose their entities (their components read the page's data), the rest is prepared like all other CMS content. */
export function productLayoutView(page: Schemas['CmsPage'], view: ViewContext): ProductLayoutView {
  const sections = (page.sections ?? []).map((section) => ({
    ...section,
    blocks: (section.blocks ?? []).map((block) => ({
      ...block,
      slots: (block.slots ?? []).map((slot) => {
        if (!isProductSlot(slot)) return slot;
        const { data: _entities, ...rest } = slot;
        return rest;
      }),
    })),
  }));
  return toProductLayout(prepareCmsContent({ ...page, sections }, view));
}

/**
 * Parameters of the layout's description-reviews element, which Shopware reads from the request
 * (`createReviewCriteria`): newest first, and the shopper's language unless all were asked for.
 */
function reviewParameters(language: ReviewLanguage): { sort: string; language?: string } {
  return language.all ? { sort: 'createdAt' } : { sort: 'createdAt', language: 'filter-language' };
}

export async function loadProductPage(
  api: StoreApiClient,
  productId: string,
  view: ViewContext,
  language: ReviewLanguage = { languageId: undefined, all: true },
): Promise<ProductPageView> {
  const { data } = await api.invoke('readProductDetail post /product/{productId}', {
    pathParams: { productId },
    headers: { 'sw-include-seo-urls': true },
    query: { skipCmsPage: false, ...reviewParameters(language) },
    body: { associations: PRODUCT_ASSOCIATIONS },
  });
  const { product } = data;
  // Streamed (ProductPageView): the first byte waits for the product only.
  const breadcrumbs = optional(() => loadBreadcrumbs(api, product.id, view), []);
  const detail = {
    product: toProductDetail(product, view, (html) => sanitizeCmsHtml(html, view.locale)),
    configurator: toConfigurator(data.configurator, product.optionIds ?? []),
    breadcrumbs,
  };
  const layout = product.cmsPage;
  if (layout) {
    // The layout's slots brought reviews and cross-sellings with the product: already there.
    const layoutView = productLayoutView(layout, view);
    return {
      ...detail,
      ...(isDefaultLayout(layoutView) ? {} : { layout: layoutView }),
      reviews: Promise.resolve(
        layoutReviews(productSlot(layout, 'product-description-reviews'), product.ratingAverage, language.all, {
          locale: view.locale,
          languageTags: language.tags,
        }),
      ),
      crossSellings: Promise.resolve(layoutCrossSellings(productSlot(layout, 'cross-selling'), view)),
    };
  }
  // Reviews belong to the parent product (Shopware lists the parent's and all variants' reviews).
  const reviewsOf = product.parentId ?? product.id;
  return {
    ...detail,
    // A shop without reviews shows none: no Store API call for them.
    reviews: (featureOn('reviews') ? optional(() => loadReviews(api, reviewsOf, language), NO_REVIEWS) : Promise.resolve(NO_REVIEWS)).then((reviews) => ({
      ...toReviews(reviews.elements, reviews.total, product.ratingAverage, { locale: view.locale, languageTags: language.tags }),
      otherLanguages: reviews.otherLanguages,
      allLanguages: language.all,
    })),
    crossSellings: optional(() => loadCrossSellings(api, product.id), []).then((groups) => toCrossSellings(groups, view)),
  };
}
