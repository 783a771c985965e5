// Loads the variants behind a page's product cards for their colour swatches: one `POST /product`
// for all the page's parents (filter parentId), never one per card. Shopware's criteria limit a page
// to 100 entities; the listing tells each parent's number of variants, so families are packed into
// requests of at most 100 variants, sent in parallel (one request for a usual listing page).
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import type { RequestBody, Schemas } from '../../lib/store-api/types.ts';
import { familyOf, swatchIndex, type SwatchIndex } from './colour-swatches.ts';
import type { ViewContext } from './view-context.ts';

type Product = Schemas['Product'];

const MAX_LIMIT = 100;

/** Only what a swatch shows; real Shopware loads the associations on request, the engine always. */
const VARIANT_CRITERIA = {
  associations: { cover: { associations: { media: {} } }, options: { associations: { group: {}, media: {} } } },
  includes: {
    product: [
      'id',
      'parentId',
      'name',
      'translated',
      'available',
      'calculatedPrice',
      'calculatedPrices',
      'calculatedCheapestPrice',
      'cover',
      'options',
      'seoUrls',
    ],
    product_media: ['media', 'mediaId'],
    media: ['url', 'alt', 'translated', 'thumbnails', 'metaData'],
    media_thumbnail: ['url', 'width'],
    property_group_option: ['id', 'name', 'translated', 'position', 'colorHexCode', 'media', 'group'],
    property_group: ['id', 'displayType'],
    calculated_price: ['unitPrice', 'listPrice', 'referencePrice'],
    seo_url: ['seoPathInfo'],
  },
} satisfies RequestBody<'readProduct post /product'>;

/** Families packed into batches of at most MAX_LIMIT variants (a family larger than that gets a batch of its own, cut at the limit). */
export function packFamilies(families: ReadonlyMap<string, number>): string[][] {
  const batches: { ids: string[]; size: number }[] = [];
  for (const [id, count] of families) {
    const size = Math.min(Math.max(count, 1), MAX_LIMIT);
    const batch = batches.find((candidate) => candidate.size + size <= MAX_LIMIT);
    if (batch) {
      batch.ids.push(id);
      batch.size += size;
    } else batches.push({ ids: [id], size });
  }
  return batches.map((batch) => batch.ids);
}

/** The families of `products` with their (estimated) number of variants. */
function familiesOf(products: readonly Product[]): Map<string, number> {
  const families = new Map<string, number>();
  for (const product of products) {
    const family = familyOf(product);
    // A listed variant does not tell its siblings' count: assume a usual family.
    if (family) families.set(family, Math.max(families.get(family) ?? 0, product.parentId ? 12 : (product.childCount ?? 0)));
  }
  return families;
}

/**
 * The swatches of every colour-variant family among `products`. An aid: a failed request leaves
 * the cards without swatches, never the page without its listing.
 */
export async function loadColourSwatches(api: StoreApiClient, products: readonly Product[], view: ViewContext): Promise<SwatchIndex> {
  const batches = packFamilies(familiesOf(products));
  if (batches.length === 0) return new Map();
  try {
    const answers = await Promise.all(
      batches.map((ids) =>
        api.invoke('readProduct post /product', {
          headers: { 'sw-include-seo-urls': true },
          body: { ...VARIANT_CRITERIA, filter: [{ type: 'equalsAny', field: 'parentId', value: ids }], limit: MAX_LIMIT },
        }),
      ),
    );
    return swatchIndex(
      answers.flatMap(({ data }) => data.elements ?? []),
      view,
    );
  } catch (error) {
    console.warn('[storefront] Colour swatches could not be loaded:', error instanceof Error ? error.message : error);
    return new Map();
  }
}
