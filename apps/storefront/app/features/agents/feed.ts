// The Google Merchant Center product feed (RSS 2.0 with `g:` fields) of one market. Pure: the Store API's
// products become items here, feed.server.ts streams them page by page.
import { getTranslatedProperty } from '@shopware/helpers';
import sanitizeHtml from 'sanitize-html';
import type { Schemas } from '../../lib/store-api/types.ts';

type Product = Schemas['Product'];

const GOOGLE_NS = 'http://base.google.com/ns/1.0';
const DESCRIPTION_LIMIT = 5000;
const TITLE_LIMIT = 150;

/** One `<item>`'s fields, already plain text. */
export interface FeedItem {
  id: string;
  title: string;
  description: string;
  link: string;
  imageLink: string | null;
  /** `39.90 EUR`: the regular price (the list price when the product is on sale). */
  price: string;
  salePrice: string | null;
  availability: 'in_stock' | 'out_of_stock';
  brand: string | null;
  gtin: string | null;
  mpn: string | null;
  itemGroupId: string | null;
  shipping: { country: string; service: string; price: string } | null;
}

/** What every item of a market shares. */
export interface FeedContext {
  origin: string;
  currencyIso: string;
  /** The market's shipping country (ISO 3166-1 alpha-2) and its default shipping method. */
  country: string;
  shippingMethod: string;
  /** The shipping cost of a product of this gross price, or null when the Store API tells none. */
  shippingCost: (price: number) => number | null;
  /** The product page's site path (its SEO path in the market). */
  href: (product: Product) => string;
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text of sanitised HTML: no tags, entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|li|h\d|div)>|<br\s*\/?>/gi, ' '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const money = (value: number, iso: string) => `${value.toFixed(2)} ${iso}`;

function clip(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1).trimEnd()}…`;
}

/** A variant's distinguishing options ("White, M") after its name, as Google asks of variant titles. */
function title(product: Product): string {
  const name = String(getTranslatedProperty(product, 'name') ?? '').trim();
  const options = (product.options ?? []).map((option) => String(getTranslatedProperty(option, 'name') ?? '').trim()).filter(Boolean);
  return clip(options.length > 0 && product.parentId ? `${name} – ${options.join(', ')}` : name, TITLE_LIMIT);
}

/** The item of a buyable product, or null for a parent of variants (its variants are the items). */
export function toFeedItem(product: Product, context: FeedContext): FeedItem | null {
  if ((product.childCount ?? 0) > 0) return null;
  const calculated = product.calculatedPrice;
  const unit = calculated?.unitPrice;
  if (typeof unit !== 'number') return null;
  const list = calculated?.listPrice?.price;
  const onSale = typeof list === 'number' && list > unit;
  const cost = product.shippingFree ? 0 : context.shippingCost(unit);
  const itemTitle = title(product);
  const description = plainText(String(getTranslatedProperty(product, 'description') ?? ''));
  const image = product.cover?.media?.url;
  return {
    id: product.productNumber,
    title: itemTitle,
    description: clip(description || itemTitle, DESCRIPTION_LIMIT),
    link: `${context.origin}${context.href(product)}`,
    imageLink: image ? new URL(image, context.origin).href : null,
    price: money(onSale ? list : unit, context.currencyIso),
    salePrice: onSale ? money(unit, context.currencyIso) : null,
    availability: product.available ? 'in_stock' : 'out_of_stock',
    brand: product.manufacturer ? String(getTranslatedProperty(product.manufacturer, 'name') ?? '').trim() || null : null,
    gtin: product.ean?.trim() || null,
    mpn: product.manufacturerNumber?.trim() || null,
    itemGroupId: product.parentId ?? null,
    shipping: cost === null ? null : { country: context.country, service: context.shippingMethod, price: money(cost, context.currencyIso) },
  };
}

const field = (name: string, value: string | null) => (value ? `<g:${name}>${escapeXml(value)}</g:${name}>` : '');

export function feedItemXml(item: FeedItem): string {
  const shipping = item.shipping
    ? `<g:shipping><g:country>${escapeXml(item.shipping.country)}</g:country><g:service>${escapeXml(item.shipping.service)}</g:service><g:price>${escapeXml(item.shipping.price)}</g:price></g:shipping>`
    : '';
  return [
    '<item>',
    field('id', item.id),
    `<title>${escapeXml(item.title)}</title>`,
    `<description>${escapeXml(item.description)}</description>`,
    `<link>${escapeXml(item.link)}</link>`,
    field('image_link', item.imageLink),
    field('condition', 'new'),
    field('availability', item.availability),
    field('price', item.price),
    field('sale_price', item.salePrice),
    field('brand', item.brand),
    field('gtin', item.gtin),
    field('mpn', item.mpn),
    field('identifier_exists', item.gtin || item.mpn ? null : 'no'),
    field('item_group_id', item.itemGroupId),
    shipping,
    '</item>\n',
  ].join('');
}

export function feedHead(channel: { title: string; link: string; description: string }): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="${GOOGLE_NS}">\n<channel>\n` +
    `<title>${escapeXml(channel.title)}</title>\n<link>${escapeXml(channel.link)}</link>\n<description>${escapeXml(channel.description)}</description>\n`
  );
}

export const FEED_TAIL = '</channel>\n</rss>\n';

/**
 * The shipping cost of one piece of a product by the method's price matrix (Shopware's `prices`): rule-less
 * rows by price (calculation 2) or quantity (1) whose range holds it; null when none fits.
 */
export function shippingCostFrom(prices: readonly Schemas['ShippingMethodPrice'][], currencyId: string): (price: number) => number | null {
  const rows = prices.filter((row) => !row.ruleId && (row.calculation === 1 || row.calculation === 2));
  return (price) => {
    const row = rows.find((candidate) => {
      const value = candidate.calculation === 1 ? 1 : price;
      return (
        (candidate.quantityStart ?? 0) <= value && (candidate.quantityEnd === undefined || candidate.quantityEnd === null || value <= candidate.quantityEnd)
      );
    });
    // Another currency's row would need Shopware's conversion factor: rather no shipping than a wrong one.
    const cost = row?.currencyPrice?.find((entry) => entry.currencyId === currencyId);
    return typeof cost?.gross === 'number' ? cost.gross : null;
  };
}
