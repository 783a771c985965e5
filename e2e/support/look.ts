// Picks what the look-and-feel e2e test (look.e2e.ts) walks through from the engine itself: a category
// with at least three listing pages, a product with variants, a search term, and two variants of one
// product that differ in colour.
import type { Page } from 'playwright-core';
import { storeApi } from './store-api.ts';

interface Entity {
  id: string;
  name?: string;
  translated?: { name?: string };
  seoUrls?: { seoPathInfo: string }[];
  childCount?: number | null;
  parentId?: string | null;
  coverId?: string | null;
  cover?: { mediaId?: string } | null;
  options?: { id: string; group?: { id: string; displayType?: string } }[];
}

interface ColourVariant {
  id: string;
  path: string;
  coverMediaId: string | null;
}

export interface LookScenario {
  categoryPath: string;
  /** Products in the category (three or more listing pages of 10). */
  categoryTotal: number;
  productPath: string;
  searchTerm: string;
  /** Two variants of one product with different colours, or null when the catalogue has none. */
  colours: [ColourVariant, ColourVariant] | null;
}

const post = <T>(storeApiUrl: string, path: string, body: unknown): Promise<T> => storeApi<T>(storeApiUrl, path, { body, seoUrls: true });
const nameOf = (entity: Entity) => (entity.translated?.name ?? entity.name ?? '').trim();
const pathOf = (entity: Entity) => `/${(entity.seoUrls?.[0]?.seoPathInfo ?? '').split('/').map(encodeURIComponent).join('/')}`;

async function colourVariants(storeApiUrl: string, parents: Entity[]): Promise<[ColourVariant, ColourVariant] | null> {
  for (const parent of parents) {
    const children = await post<{ elements: Entity[] }>(storeApiUrl, '/product', {
      limit: 50,
      filter: [{ type: 'equals', field: 'parentId', value: parent.id }],
      associations: { options: { associations: { group: {} } }, cover: {} },
    });
    const byColour = new Map<string, Entity>();
    for (const child of children.elements) {
      const colour = child.options?.find((option) => option.group?.displayType === 'color');
      if (colour && !byColour.has(colour.id) && child.seoUrls?.length) byColour.set(colour.id, child);
    }
    const [first, second] = [...byColour.values()];
    if (first && second) {
      const view = (entity: Entity): ColourVariant => ({ id: entity.id, path: pathOf(entity), coverMediaId: entity.cover?.mediaId ?? entity.coverId ?? null });
      return [view(first), view(second)];
    }
  }
  return null;
}

export async function findLookScenario(storeApiUrl: string): Promise<LookScenario> {
  const categories = await post<Entity[]>(storeApiUrl, '/navigation/main-navigation/main-navigation', { depth: 1 });
  let category: { path: string; total: number } | null = null;
  for (const candidate of categories) {
    const listing = await post<{ total: number }>(storeApiUrl, `/product-listing/${candidate.id}`, { limit: 1 });
    if (listing.total > 20) {
      category = { path: pathOf(candidate), total: listing.total };
      break;
    }
  }
  if (!category) throw new Error('The demo catalogue has no top-level category with three listing pages.');
  const parents = await post<{ elements: Entity[] }>(storeApiUrl, '/product', { limit: 100, filter: [{ type: 'equals', field: 'parentId', value: null }] });
  const withVariants = parents.elements.filter((product) => (product.childCount ?? 0) > 1 && product.seoUrls?.length);
  const product = withVariants[0];
  if (!product) throw new Error('The demo catalogue has no product with variants.');
  const term =
    nameOf(product)
      .split(/\s+/)
      .find((word) => word.length >= 4)
      ?.toLowerCase() ?? 'shirt';
  return {
    categoryPath: category.path,
    categoryTotal: category.total,
    productPath: pathOf(product),
    searchTerm: term,
    colours: await colourVariants(storeApiUrl, withVariants),
  };
}

/** The same page in another locale: the English page's hreflang alternate (SEO paths differ per language). */
export async function localisedUrl(page: Page, englishUrl: string, locale: string): Promise<string> {
  if (locale === 'en-GB') return englishUrl;
  await page.goto(englishUrl);
  const href = await page.locator(`link[rel="alternate"][hreflang="${locale}"]`).first().getAttribute('href');
  if (!href) throw new Error(`${englishUrl} names no ${locale} alternate.`);
  return new URL(href, englishUrl).href;
}
