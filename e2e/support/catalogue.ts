// Picks the data the catalogue e2e test walks through from the engine itself, so the test follows
// whatever the demo catalogue contains: a top-level category, a property option and a price range
// that give two listing pages, with a product that has variants on page 2 (sorted by price).
import { storeApi } from './store-api.ts';

interface Entity {
  id: string;
  name?: string;
  translated?: { name?: string };
  seoUrls?: { seoPathInfo: string }[];
  childCount?: number;
  options?: Entity[];
  combinable?: boolean;
}

interface Listing {
  total: number;
  elements: Entity[];
  aggregations: { price?: { min: number | string; max: number | string }; properties?: { entities?: Entity[] } };
}

export interface ListingScenario {
  categoryName: string;
  categoryPath: string;
  optionId: string;
  optionName: string;
  minPrice: number;
  maxPrice: number;
  /** Products matching option + price range: between 11 and 20, i.e. exactly two pages of 10. */
  total: number;
  order: 'price-asc' | 'price-desc';
  variantProductName: string;
  variantProductPath: string;
  reviewCount: number;
  searchTerm: string;
}

const post = <T>(storeApiUrl: string, path: string, body: unknown): Promise<T> => storeApi<T>(storeApiUrl, path, { body, seoUrls: true });

const nameOf = (entity: Entity) => (entity.translated?.name ?? entity.name ?? '').trim();
const pathOf = (entity: Entity) => `/${(entity.seoUrls?.[0]?.seoPathInfo ?? '').split('/').map(encodeURIComponent).join('/')}`;

export async function findListingScenario(storeApiUrl: string): Promise<ListingScenario> {
  const categories = await post<Entity[]>(storeApiUrl, '/navigation/main-navigation/main-navigation', { depth: 1 });
  for (const category of categories) {
    const listing = await post<Listing>(storeApiUrl, `/product-listing/${category.id}`, { limit: 1 });
    const groups = listing.aggregations.properties?.entities ?? [];
    const allOptions = groups.flatMap((group) => group.options ?? []);
    const min = Math.floor(Number(listing.aggregations.price?.min ?? 0)) + 1;
    for (const option of allOptions) {
      if (allOptions.filter((other) => nameOf(other) === nameOf(option)).length > 1) continue;
      for (const [max, order] of [100, 150, 200, 80, 300].flatMap(
        (value) =>
          [
            [value, 'price-asc'],
            [value, 'price-desc'],
          ] as const,
      )) {
        const criteria = { properties: option.id, 'min-price': min, 'max-price': max, order, limit: 10 };
        const first = await post<Listing>(storeApiUrl, `/product-listing/${category.id}`, { ...criteria, p: 1 });
        if (first.total <= 10 || first.total > 20) continue;
        const second = await post<Listing>(storeApiUrl, `/product-listing/${category.id}`, { ...criteria, p: 2 });
        const variantProduct = second.elements.find((product) => (product.childCount ?? 0) > 0);
        if (!variantProduct) continue;
        const reviews = await post<{ total: number }>(storeApiUrl, `/product/${variantProduct.id}/reviews`, { limit: 1, 'total-count-mode': 'exact' });
        const name = nameOf(variantProduct);
        const searchTerm =
          name
            .split(/\s+/)
            .find((word) => word.length >= 4)
            ?.toLowerCase() ?? name.slice(0, 4);
        return {
          categoryName: nameOf(category),
          categoryPath: pathOf(category),
          optionId: option.id,
          optionName: nameOf(option),
          minPrice: min,
          maxPrice: max,
          total: first.total,
          order,
          variantProductName: name,
          variantProductPath: pathOf(variantProduct),
          reviewCount: reviews.total,
          searchTerm,
        };
      }
    }
  }
  throw new Error('The demo catalogue has no category with a property filter that gives two pages with a variant product on page 2.');
}

/** A product (path) whose configurator marks an option as leading to no variant with the current choice. */
export async function findUncombinableOption(storeApiUrl: string): Promise<{ path: string; group: string; option: string } | null> {
  for (let page = 1; page <= 5; page += 1) {
    const products = await post<{ elements: Entity[] }>(storeApiUrl, '/product', { limit: 100, page });
    for (const product of products.elements.filter((entry) => (entry.childCount ?? 0) > 0)) {
      const detail = await post<{ product: Entity; configurator: (Entity & { options: (Entity & { combinable?: boolean })[] })[] }>(
        storeApiUrl,
        `/product/${product.id}`,
        {},
      );
      for (const group of detail.configurator ?? []) {
        const option = group.options.find((entry) => entry.combinable === false);
        if (option) return { path: pathOf(detail.product), group: nameOf(group), option: nameOf(option) };
      }
    }
    if (products.elements.length < 100) break;
  }
  return null;
}

/** The path of a product that has reviews (the demo catalogue has several). */
export async function findReviewedProductPath(storeApiUrl: string): Promise<string> {
  const products = await post<{ elements: Entity[] }>(storeApiUrl, '/product', {
    limit: 1,
    filter: [{ type: 'range', field: 'ratingAverage', parameters: { gt: 0 } }],
  });
  const product = products.elements[0];
  if (!product) throw new Error('The demo catalogue has no product with reviews.');
  return pathOf(product);
}
