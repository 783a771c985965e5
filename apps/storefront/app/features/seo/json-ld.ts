// schema.org structured data (JSON-LD) for product and category pages. Pure (given the configuration).
import { featureOn } from '../../lib/merchant/config.ts';
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

/** Product with its offer (price, currency, availability) and, when rated in a shop with reviews, aggregateRating. */
export function productJsonLd(product: ProductDetailView, reviews: ReviewsView, origin: string, currency: string): Record<string, unknown> {
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
