// Data of the catalogue CMS elements (docs/store-api-behaviour.md §7.6): product-box, product-slider,
// product-listing, buy-box, product-description-reviews, cross-selling, manufacturer-logo, form.
import type { Queryable } from '../../../db/database.ts';
import type { AsyncElementResolver } from '../../cms/cms-page.ts';
import type { SlotConfig } from '../../cms/structure.ts';
import { parseCriteria } from '../../criteria/parse.ts';
import { searchRows } from '../../criteria/search.ts';
import { loadMedia, serializeMedia } from '../../media/media.ts';
import { salutationDefinition } from '../../system/definitions.ts';
import type { SalutationRow } from '../../system/rows.ts';
import { serializeSalutation } from '../../system/serializers.ts';
import type { CategoryTree } from '../category-tree.ts';
import type { CatalogContext } from './catalog-context.ts';
import { crossSellings } from './cross-selling.ts';
import { parseListingParams } from './listing-params.ts';
import { productDetail } from './product-detail.ts';
import { productListing, VISIBILITY } from './product-listing.ts';
import { loadProductRows, loadProducts } from './product-loader.ts';
import { descriptionReviewCriteria, ratingSuccess } from './review-criteria.ts';
import { reviewMatrix, searchReviews, serializeReview } from './reviews.ts';
import type { ManufacturerRow } from './rows.ts';
import { serializeManufacturer } from './serializers.ts';

export interface CatalogSlotOptions {
  /** The category a product-listing element lists (the page's category). */
  categoryId?: string;
  /** The product of a product-detail layout (mapped `product` configs). */
  productId?: string;
  /** Listing parameters of the request (p, order, filters …). */
  listingPayload: Record<string, unknown>;
  tree?: CategoryTree;
  /** The product detail a product page already loaded (its buy box reuses it). */
  detail?: Awaited<ReturnType<typeof productDetail>>;
}

function staticValue(config: SlotConfig, field: string): unknown {
  const entry = config[field];
  return entry && entry.source !== 'mapped' ? entry.value : undefined;
}

export function catalogSlotResolver(db: Queryable, cc: CatalogContext, options: CatalogSlotOptions): AsyncElementResolver {
  const productOf = (config: SlotConfig): string | undefined => {
    const entry = config.product;
    if (entry?.source === 'mapped') return options.productId;
    return typeof entry?.value === 'string' && entry.value !== '' ? entry.value : options.productId;
  };
  // A product page's buy box and reviews element both show the product's rating matrix: read once.
  const matrices = new Map<string, ReturnType<typeof reviewMatrix>>();
  const matrixOf = (productId: string, parentId: string | null) => {
    const key = `${productId}:${parentId ?? ''}`;
    const known = matrices.get(key) ?? reviewMatrix(db, productId, parentId);
    matrices.set(key, known);
    return known;
  };
  const visibleProducts = async (ids: string[]) => {
    const rows = await loadProductRows(db, ids);
    return ids.filter((id) => {
      const row = rows.get(id);
      return row && row.active && row.visibility >= VISIBILITY.all;
    });
  };

  return async ({ type, config }) => {
    switch (type) {
      case 'product-box': {
        const id = productOf(config);
        const [product] = id ? await loadProducts(db, await visibleProducts([id]), cc) : [];
        return { productId: product?.id, product, apiAlias: 'cms_product_box' };
      }
      case 'product-name': {
        const id = productOf(config);
        const [product] = id ? await loadProducts(db, [id], cc) : [];
        if (!product) return undefined;
        return { content: product.name, apiAlias: 'cms_text' };
      }
      case 'product-slider': {
        const value = staticValue(config, 'products');
        const ids = Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
        return { products: await loadProducts(db, await visibleProducts(ids), cc), apiAlias: 'cms_product_slider' };
      }
      case 'product-listing': {
        // Outside a category (a landing page) Shopware lists the sales channel's navigation category.
        const categoryId = options.categoryId ?? cc.navigationCategoryId;
        const listing = await productListing(db, cc, parseListingParams(options.listingPayload), { categoryId, minVisibility: VISIBILITY.all }, options.tree);
        return { listing, apiAlias: 'cms_product_listing' };
      }
      case 'buy-box': {
        const id = productOf(config);
        if (!id) return null;
        const detail = options.detail?.product.id === id ? options.detail : await productDetail(db, id, cc).catch(() => undefined);
        if (!detail) return { productId: id, apiAlias: 'cms_buy_box' };
        const matrix = await matrixOf(detail.product.id, detail.product.parentId ?? null);
        return {
          productId: detail.product.id,
          product: detail.product,
          configuratorSettings: detail.configurator ?? [],
          totalReviews: matrix.totalReviewCount,
          apiAlias: 'cms_buy_box',
        };
      }
      case 'product-description-reviews': {
        const id = productOf(config);
        if (!id) return null;
        const [product] = options.detail?.product.id === id ? [options.detail.product] : await loadProducts(db, [id], cc);
        if (!product) return { productId: id, apiAlias: 'cms_product_description_reviews' };
        const parentId = product.parentId ?? null;
        const criteria = parseCriteria(descriptionReviewCriteria(options.listingPayload, cc.languageId));
        const [reviews, matrix] = await Promise.all([searchReviews(db, product.id, parentId, criteria), matrixOf(product.id, parentId)]);
        return {
          productId: product.id,
          product,
          ratingSuccess: ratingSuccess(options.listingPayload),
          reviews: {
            entity: 'product_review',
            total: reviews.total,
            page: reviews.page,
            limit: reviews.limit,
            elements: reviews.rows.map(serializeReview),
            aggregations: [],
            matrix: { ...matrix, apiAlias: 'product_review_rating_matrix' },
            customerReview: null,
            // ProductReviewResult: the parent id is the product's own when it has no parent.
            totalReviews: matrix.totalReviewCount,
            productId: product.id,
            parentId: parentId ?? product.id,
            apiAlias: 'product_review_loader_result',
          },
          apiAlias: 'cms_product_description_reviews',
        };
      }
      case 'cross-selling': {
        const id = productOf(config);
        if (!id) return null;
        // On a product page the product is loaded already.
        const parentId = options.detail?.product.id === id ? (options.detail.product.parentId ?? null) : (await loadProductRows(db, [id])).get(id)?.parent_id;
        // CrossSellingStruct only carries the collection when it has entries.
        const found = parentId !== undefined ? await crossSellings(db, id, parentId, cc) : [];
        return { crossSellings: found.length > 0 ? found : undefined, apiAlias: 'cms_cross_selling' };
      }
      case 'manufacturer-logo': {
        const id = productOf(config);
        const row = id ? (await loadProductRows(db, [id])).get(id) : undefined;
        const [manufacturer] = row?.manufacturer_id
          ? await db.query<ManufacturerRow>('SELECT * FROM product_manufacturer WHERE id = $1', [row.manufacturer_id])
          : [];
        if (!manufacturer) return null;
        const logo = manufacturer.media_id ? (await loadMedia(db, [manufacturer.media_id])).get(manufacturer.media_id) : undefined;
        const media = logo ? serializeMedia(logo, cc.chain, cc.mediaBaseUrl) : undefined;
        return {
          mediaId: media?.id,
          media,
          url: manufacturer.link ?? undefined,
          newTab: true,
          manufacturer: serializeManufacturer(manufacturer, cc.chain, media),
          apiAlias: 'cms_manufacturer_logo',
        };
      }
      case 'form': {
        const result = await searchRows<SalutationRow>(db, salutationDefinition(cc.chain), parseCriteria({}));
        return { elements: result.rows.map((row) => serializeSalutation(row, cc.chain)), apiAlias: 'salutation_collection' };
      }
      default:
        return undefined;
    }
  };
}
