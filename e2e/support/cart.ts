// Picks the products the cart e2e test walks through from the engine itself: a product card on a
// category page, and a closeout product with little stock (stock limit message) priced for WELCOME10.
import { storeApi } from './store-api.ts';

interface Product {
  id: string;
  name?: string;
  translated?: { name?: string };
  stock: number;
  availableStock?: number;
  available?: boolean;
  isCloseout?: boolean;
  childCount?: number | null;
  minPurchase?: number;
  purchaseSteps?: number;
  calculatedPrice: { unitPrice: number };
  seoUrls?: { seoPathInfo: string }[];
}

interface Category {
  id: string;
  name?: string;
  translated?: { name?: string };
  seoUrls?: { seoPathInfo: string }[];
}

export interface CartProduct {
  id: string;
  name: string;
  path: string;
  price: number;
  stock: number;
}

export interface CardScenario {
  categoryPath: string;
  productName: string;
}

const post = <T>(storeApiUrl: string, path: string, body: unknown): Promise<T> => storeApi<T>(storeApiUrl, path, { body, seoUrls: true });

const nameOf = (entity: { name?: string; translated?: { name?: string } }) => (entity.translated?.name ?? entity.name ?? '').trim();
const pathOf = (entity: { seoUrls?: { seoPathInfo: string }[] }) => `/${(entity.seoUrls?.[0]?.seoPathInfo ?? '').split('/').map(encodeURIComponent).join('/')}`;
const simple = (product: Product) => (product.childCount ?? 0) === 0 && (product.minPurchase ?? 1) === 1 && (product.purchaseSteps ?? 1) === 1;

function cartProduct(product: Product): CartProduct {
  return {
    id: product.id,
    name: nameOf(product),
    path: pathOf(product),
    price: product.calculatedPrice.unitPrice,
    stock: product.availableStock ?? product.stock,
  };
}

/** A closeout product that can be bought once or twice but not 50 times, at €30 or more (WELCOME10). */
export async function findLowStockProduct(storeApiUrl: string): Promise<CartProduct> {
  const result = await post<{ elements: Product[] }>(storeApiUrl, '/product', {
    limit: 100,
    filter: [
      { type: 'equals', field: 'isCloseout', value: true },
      { type: 'range', field: 'stock', parameters: { gte: 3, lt: 50 } },
    ],
  });
  const product = result.elements.find((candidate) => simple(candidate) && candidate.calculatedPrice.unitPrice >= 30 && candidate.seoUrls?.length);
  if (!product) throw new Error('The demo catalogue has no closeout product with a small stock priced from €30.');
  return cartProduct(product);
}

/** The current stock of a product (other tests may have ordered some). */
export async function stockOf(storeApiUrl: string, productId: string): Promise<number> {
  const result = await post<{ elements: Product[] }>(storeApiUrl, '/product', { ids: [productId] });
  const product = result.elements[0];
  if (!product) throw new Error(`Product ${productId} is gone.`);
  return product.availableStock ?? product.stock;
}

/** A top-level category whose first listing page shows a card with an add-to-cart button. */
export async function findCardScenario(storeApiUrl: string): Promise<CardScenario> {
  const categories = await post<Category[]>(storeApiUrl, '/navigation/main-navigation/main-navigation', { depth: 1 });
  for (const category of categories) {
    const listing = await post<{ elements: Product[] }>(storeApiUrl, `/product-listing/${category.id}`, { limit: 10, p: 1 });
    const product = listing.elements.find((candidate) => simple(candidate) && candidate.available !== false && !candidate.isCloseout);
    if (product) return { categoryPath: pathOf(category), productName: nameOf(product) };
  }
  throw new Error('No category lists a simple product on its first page.');
}

/** A simple product in stock, not shipped free and under €50, so its delivery costs something up to the free threshold (delivery.e2e.ts). */
export async function findDeliveryProduct(storeApiUrl: string): Promise<CartProduct> {
  const result = await post<{ elements: Array<Product & { shippingFree?: boolean }> }>(storeApiUrl, '/product', {
    limit: 100,
    filter: [{ type: 'range', field: 'stock', parameters: { gte: 20 } }],
  });
  const product = result.elements.find(
    (candidate) =>
      simple(candidate) && !candidate.shippingFree && !candidate.isCloseout && candidate.calculatedPrice.unitPrice < 40 && candidate.seoUrls?.length,
  );
  if (!product) throw new Error('The demo catalogue has no simple product under €40 that ships at a cost.');
  return cartProduct(product);
}
