// What the rush and the soak walk through: ten categories, twenty products that can be bought as they
// are, and search words from their names, read from the engine's Store API with their storefront paths.
import { ACCESS_KEY } from './servers.ts';
import type { Catalogue } from './shoppers.ts';

interface Listed {
  id: string;
  name?: string;
  translated?: { name?: string };
  childCount?: number;
  seoPathInfo?: string;
  seoUrls?: { seoPathInfo: string }[];
}

async function list(base: string, path: string, body: unknown): Promise<Listed[]> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'sw-access-key': ACCESS_KEY, 'content-type': 'application/json', accept: 'application/json', 'sw-include-seo-urls': 'true' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { elements: Listed[] }).elements;
}

const storefrontPath = (seoPath: string) => `/${seoPath.split('/').map(encodeURIComponent).join('/')}`;

/** Ten categories, twenty products that can be bought as they are, and search words from their names. */
export async function catalogue(base: string): Promise<Catalogue> {
  const canonical = (routeName: string) => [
    { type: 'equals', field: 'routeName', value: routeName },
    { type: 'equals', field: 'isCanonical', value: true },
  ];
  const categories = await list(base, '/seo-url', { limit: 10, filter: canonical('frontend.navigation.page') });
  const products = (
    await list(base, '/product', {
      limit: 60,
      filter: [
        { type: 'range', field: 'stock', parameters: { gte: 1000 } },
        { type: 'equals', field: 'isCloseout', value: false },
      ],
    })
  )
    .filter((product) => (product.childCount ?? 0) === 0 && product.seoUrls?.[0])
    .slice(0, 20);
  const words = products.map((product) => (product.translated?.name ?? product.name ?? '').split(' ').at(-1) ?? '').filter((word) => word.length > 2);
  if (categories.length === 0 || products.length === 0) throw new Error('The catalogue has no categories or buyable products.');
  return {
    categories: categories.map((category) => storefrontPath(category.seoPathInfo ?? '')),
    products: products.map((product) => ({ id: product.id, path: storefrontPath(product.seoUrls?.[0]?.seoPathInfo ?? '') })),
    searches: [...new Set(words)].slice(0, 10),
  };
}
