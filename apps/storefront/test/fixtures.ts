// Real Shopware responses (recorded from a Shopware 6 shop, in ./fixtures/) typed with the official schema.
import type { Schemas } from '../app/lib/store-api/types.ts';
import cmsPageCategory from './fixtures/CmsPage.json' with { type: 'json' };
import landingPage from './fixtures/LandingPage.json' with { type: 'json' };
import menu from './fixtures/Menu.json' with { type: 'json' };

// JSON imports are widened by TypeScript (literal unions become string), so the captured payloads are
// asserted to the schema type here, once.
export const menuFixture = menu as unknown as Schemas['Category'][];
export const categoryFixture = cmsPageCategory as unknown as Schemas['Category'];
export const landingPageFixture = landingPage as unknown as Schemas['LandingPage'];
import product from './fixtures/Product.json' with { type: 'json' };
import productTierPrices from './fixtures/ProductTierPrices.json' with { type: 'json' };
import configurator from './fixtures/Configurator.json' with { type: 'json' };
import search from './fixtures/Search.json' with { type: 'json' };
import crossSelling from './fixtures/CrossSellingResponse.json' with { type: 'json' };
import cmsProductBox from './fixtures/CmsProductBox.json' with { type: 'json' };

export const productFixture = product as unknown as Schemas['Product'];
/** `/product/{id}` of a variant with tier prices: `{product, configurator}`. */
export const productDetailFixture = productTierPrices as unknown as { product: Schemas['Product']; configurator: Schemas['PropertyGroup'][] };
export const configuratorFixture = configurator as unknown as Schemas['PropertyGroup'][];
export const searchFixture = search as unknown as Schemas['ProductListingResult'];
export const crossSellingFixture = crossSelling as unknown as Schemas['CrossSellingElement'][];
export const productBoxSlotFixture = cmsProductBox as unknown as Schemas['CmsSlot'];
import cart from './fixtures/Cart.json' with { type: 'json' };
import engineCart from './fixtures/EngineCart.json' with { type: 'json' };
import engineCartDownload from './fixtures/EngineCartDownload.json' with { type: 'json' };

/** Shopware's `/checkout/cart`: one product and an automatic promotion. */
export const cartFixture = cart as unknown as Schemas['Cart'];
/** The engine's cart: a closeout product beyond its stock, WELCOME10 and the automatic 5 % (with errors). */
export const engineCartFixture = engineCart as unknown as Schemas['Cart'];
/** The engine's cart of one download after an unknown promotion code (no deliveries). */
export const engineDownloadCartFixture = engineCartDownload as unknown as Schemas['Cart'];
import order from './fixtures/Order.json' with { type: 'json' };

/** Shopware's `POST /order`: one open order of a download product, no currency association, transactions without states. */
export const orderListFixture = order as unknown as Schemas['OrderRouteResponse'];
import engineProductPage from './fixtures/EngineProductPage.json' with { type: 'json' };

/**
 * The engine's `POST /product/{id}?language=filter-language&sort=createdAt` for a variant: product with
 * its resolved default `product_detail` layout (1 review in English of 3), configurator. Captured
 * from a fresh demo shop; the cross-selling slot trimmed to two products.
 */
export const engineProductPageFixture = engineProductPage as unknown as { product: Schemas['Product']; configurator: Schemas['PropertyGroup'][] };

/** A product review with the fields the schema requires; `fields` sets what a test looks at. */
export function reviewFixture(fields: Partial<Schemas['ProductReview']> = {}): Schemas['ProductReview'] {
  return { id: 'r1', languageId: 'l1', productId: 'p1', salesChannelId: 's1', title: '', content: '', ...fields };
}

/** A calculated price of one untaxed unit (shipping costs, line items). */
export function calculatedPriceFixture(totalPrice: number): Schemas['CalculatedPrice'] {
  return {
    apiAlias: 'calculated_price',
    totalPrice,
    unitPrice: totalPrice,
    quantity: 1,
    calculatedTaxes: [],
    taxRules: [],
    listPrice: null,
    referencePrice: null,
    regulationPrice: null,
  };
}

/** A media entity with the fields the schema requires; `fields` sets what a test looks at. */
export function mediaFixture(fields: Partial<Schemas['Media']> = {}): Schemas['Media'] {
  const file = { fileExtension: 'jpg', fileName: 'a', mimeType: 'image/jpeg', path: 'media/a.jpg', url: 'https://cdn.test/a.jpg' };
  return { apiAlias: 'media', id: 'm1', hasFile: true, private: false, ...file, translated: { ...file, alt: '', title: '', uploadedAt: '' }, ...fields };
}
