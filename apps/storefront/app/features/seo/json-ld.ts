// schema.org structured data (JSON-LD) for product and category pages. Pure (given the configuration).
import { featureOn, type CommercePolicies } from '../../lib/merchant/config.ts';
import { imageSrc, type ProductDetailView, type ReviewsView } from '../product-data/index.ts';

const SCHEMA = 'https://schema.org';

function absolute(origin: string, href: string): string {
  return /^https?:\/\//i.test(href) ? href : `${origin}${href}`;
}

/** Plain text of sanitised HTML, for descriptions (entities decoded for the common cases). */
export function plainText(html: string, max = 5000): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function availabilityOf(product: ProductDetailView): string {
  const { stock } = product;
  if (!stock.available || (stock.closeout && (stock.availableStock ?? 0) <= 0)) return `${SCHEMA}/OutOfStock`;
  return (stock.availableStock ?? 1) > 0 ? `${SCHEMA}/InStock` : `${SCHEMA}/BackOrder`;
}

/** Where and under which promises a market sells: its country (ISO 3166-1) and the shop's policies. */
export interface OfferMarket {
  country: string;
  policies: CommercePolicies;
}

const days = ([minValue, maxValue]: readonly [number, number]) => ({ '@type': 'QuantitativeValue', minValue, maxValue, unitCode: 'DAY' });

/** The offer's shipping to the market's country; none when the policies' amounts are in another currency. */
function shippingDetailsJsonLd(price: number, shippingFree: boolean, currency: string, market: OfferMarket): Record<string, unknown> | null {
  const { shipping } = market.policies;
  if (currency !== market.policies.currency || !market.country) return null;
  const free = shippingFree || (shipping.freeFrom !== null && price >= shipping.freeFrom);
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: free ? 0 : shipping.rate, currency },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: market.country },
    deliveryTime: { '@type': 'ShippingDeliveryTime', handlingTime: days(shipping.handlingDays), transitTime: days(shipping.transitDays) },
  };
}

function returnPolicyJsonLd(market: OfferMarket): Record<string, unknown> | null {
  const { returns } = market.policies;
  if (!market.country) return null;
  if (returns.days === 0)
    return { '@type': 'MerchantReturnPolicy', applicableCountry: market.country, returnPolicyCategory: `${SCHEMA}/MerchantReturnNotPermitted` };
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: market.country,
    returnPolicyCategory: `${SCHEMA}/MerchantReturnFiniteReturnWindow`,
    merchantReturnDays: returns.days,
    returnMethod: `${SCHEMA}/ReturnByMail`,
    returnFees: returns.freeReturns ? `${SCHEMA}/FreeReturn` : `${SCHEMA}/ReturnFeesCustomerResponsibility`,
  };
}

/** The schema.org property a variant group's name stands for (colour, size, material), if any. */
const VARIES_BY: ReadonlyArray<[RegExp, string]> = [
  [/^(colou?r|farbe|kolor)$/i, 'color'],
  [/^(size|größe|groesse|rozmiar)$/i, 'size'],
  [/^(material|materiał)$/i, 'material'],
];

const propertyOf = (group: string) => VARIES_BY.find(([pattern]) => pattern.test(group.trim()))?.[1];

/**
 * Product with its offer (price, currency, availability, shipping to the market, return policy), as a variant of its
 * ProductGroup when it has a parent, and, when rated in a shop with reviews, aggregateRating.
 */
export function productJsonLd(
  product: ProductDetailView,
  reviews: ReviewsView,
  origin: string,
  currency: string,
  market?: OfferMarket,
): Record<string, unknown> {
  const { card } = product;
  const data: Record<string, unknown> = {
    '@context': SCHEMA,
    '@type': 'Product',
    name: card.name,
    sku: card.productNumber,
    url: absolute(origin, card.href),
  };
  const description = product.metaDescription || plainText(product.description);
  if (description) data.description = description;
  if (product.gallery.length) data.image = product.gallery.map((image) => absolute(origin, imageSrc(image)));
  if (product.manufacturer?.name) data.brand = { '@type': 'Brand', name: product.manufacturer.name };
  if (product.ean) data.gtin = product.ean;
  if (product.manufacturerNumber) data.mpn = product.manufacturerNumber;
  data.offers = {
    '@type': 'Offer',
    url: absolute(origin, card.href),
    priceCurrency: currency,
    price: product.price.unitPrice.toFixed(2),
    availability: availabilityOf(product),
    itemCondition: `${SCHEMA}/NewCondition`,
  };
  const shipping = market && shippingDetailsJsonLd(product.price.unitPrice, product.shippingFree, currency, market);
  const returns = market && returnPolicyJsonLd(market);
  if (shipping) Object.assign(data.offers as object, { shippingDetails: shipping });
  if (returns) Object.assign(data.offers as object, { hasMerchantReturnPolicy: returns });
  if (product.parentId) {
    const varies = product.options.flatMap((option) => {
      const property = propertyOf(option.group);
      // The variant's own value of each property it varies by (color: "Navy").
      if (property === 'color' || property === 'size') data[property] = option.values.join(', ');
      return property ? [`${SCHEMA}/${property}`] : [];
    });
    data.inProductGroupWithID = product.parentId;
    data.isVariantOf = { '@type': 'ProductGroup', productGroupID: product.parentId, name: card.name, ...(varies.length ? { variesBy: varies } : {}) };
  }
  if (featureOn('reviews') && reviews.total > 0 && reviews.average !== null) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(reviews.average * 10) / 10,
      reviewCount: reviews.total,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

/** A page of a breadcrumb trail (the navigation's Crumb, which the trail's component renders). */
interface TrailPage {
  name: string;
  href: string;
}

/** BreadcrumbList from the home page over the trail; the last entry is the current page. */
export function breadcrumbJsonLd(home: TrailPage, crumbs: readonly TrailPage[], origin: string): Record<string, unknown> | null {
  if (crumbs.length === 0) return null;
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: [home, ...crumbs].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(origin, crumb.href),
    })),
  };
}

/** The session currency's ISO code from the root loader data (meta functions have no hooks). */
export function rootCurrency(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData;
  if (typeof root !== 'object' || root === null || !('currencies' in root) || !('currencyId' in root) || !Array.isArray(root.currencies)) return 'EUR';
  const current: unknown = root.currencies.find(
    (currency: unknown) => typeof currency === 'object' && currency !== null && 'id' in currency && currency.id === root.currencyId,
  );
  return typeof current === 'object' && current !== null && 'isoCode' in current && typeof current.isoCode === 'string' ? current.isoCode : 'EUR';
}

/** The shop as an organisation (home page): name, address of the site, logo and service contact. */
export function organizationJsonLd(brand: { name: string; logo?: string; contactEmail: string }, origin: string): Record<string, unknown> {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name: brand.name,
    url: `${origin}/`,
    ...(brand.logo ? { logo: absolute(origin, brand.logo) } : {}),
    email: brand.contactEmail,
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: brand.contactEmail },
  };
}

/** The site with its search (home page): search engines may show a search box that leads to the shop's search. */
export function websiteJsonLd(name: string, homeUrl: string, searchUrl: string, language: string): Record<string, unknown> {
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    name,
    url: homeUrl,
    inLanguage: language,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${searchUrl}?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
