// Product detail, configurator, reviews and cross-selling views (pure; loaders map on the server).
import type { Schemas } from '../../lib/store-api/types.ts';
import { getTranslatedProperty } from '@shopware/helpers';
import {
  detailPriceView,
  imageView,
  productName,
  purchaseView,
  toProductCard,
  type ImageView,
  type PriceView,
  type ProductCardView,
  type PurchaseView,
} from './product-view.ts';
import type { ViewContext } from './view-context.ts';
import { formatDay } from '../../i18n/dates.ts';

type Product = Schemas['Product'];

/** Below this many pieces the stock line warns that few are left. */
export const LOW_STOCK = 5;

interface PropertyView {
  group: string;
  values: string[];
}

export interface ProductDetailView {
  card: ProductCardView & PurchaseView;
  parentId: string | null;
  price: PriceView;
  /** HTML, sanitised on the server. */
  description: string;
  gallery: ImageView[];
  manufacturer: { name: string; image: ImageView | null } | null;
  stock: { available: boolean; availableStock: number | null; closeout: boolean; restockDays: number | null };
  deliveryTime: string | null;
  shippingFree: boolean;
  properties: PropertyView[];
  /** The variant's own options (colour: red, size: M). */
  options: PropertyView[];
  optionIds: string[];
  metaTitle: string;
  metaDescription: string;
  ean: string | null;
  manufacturerNumber: string | null;
}

interface ConfiguratorOptionView {
  id: string;
  name: string;
  color?: string;
  selected: boolean;
  /** False when no variant exists with this option and the other current choices. */
  combinable: boolean;
}

export interface ConfiguratorGroupView {
  id: string;
  name: string;
  displayType: string;
  options: ConfiguratorOptionView[];
}

interface ReviewView {
  id: string;
  title: string;
  content: string;
  points: number;
  /** When it was written (ISO 8601), for `<time datetime>` and structured data. */
  date: string | null;
  /** The same day in the page's language ("7 Dec 2026"), formatted on the server (i18n/dates.ts says why). */
  dateLabel: string | null;
  author: string | null;
  /**
   * The review's language as a BCP 47 tag (from its `languageId`), so a review in another language than
   * the page's is marked up as such (WCAG 3.1.2); null when the language is unknown.
   */
  lang: string | null;
}

/** Store API language id → BCP 47 tag of that language. */
export type LanguageTags = ReadonlyMap<string, string>;

export interface ReviewsView {
  items: ReviewView[];
  total: number;
  average: number | null;
  /** Reviews in other languages, behind "Show reviews in all languages". */
  otherLanguages?: number;
  /** All languages are shown (`?reviews=all`). */
  allLanguages?: boolean;
}

/** Query parameter of a product page that shows the reviews in all languages (`?reviews=all`). */
export const REVIEWS_PARAM = 'reviews';

export interface CrossSellingView {
  id: string;
  name: string;
  products: ProductCardView[];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function groupOptions(options: readonly Schemas['PropertyGroupOption'][] | null | undefined): PropertyView[] {
  const groups = new Map<string, { position: number; values: string[] }>();
  for (const option of options ?? []) {
    if (option.group?.visibleOnProductDetailPage === false) continue;
    const group = getTranslatedProperty(option.group, 'name');
    const name = getTranslatedProperty(option, 'name');
    if (!group || !name) continue;
    const entry = groups.get(group) ?? { position: option.group?.position ?? 0, values: [] };
    entry.values.push(name.trim());
    groups.set(group, entry);
  }
  return [...groups.entries()].sort((a, b) => a[1].position - b[1].position).map(([group, entry]) => ({ group: group.trim(), values: entry.values }));
}

/** `sanitize` cleans the description HTML (sanitize-html stays on the server). */
export function toProductDetail(product: Product, view: ViewContext, sanitize: (html: string) => string): ProductDetailView {
  const name = productName(product);
  const media = [...(product.media ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  // The variant's cover leads the gallery: choosing a colour shows that colour first.
  const coverId = product.cover?.mediaId ?? product.coverId;
  const ordered = coverId ? [...media.filter((entry) => entry.mediaId === coverId), ...media.filter((entry) => entry.mediaId !== coverId)] : media;
  const gallery = ordered.map((entry) => imageView(entry.media, name)).filter((image): image is ImageView => image !== null);
  const cover = imageView(product.cover?.media, name);
  if (cover && !ordered.some((entry) => entry.mediaId === coverId)) gallery.unshift(cover);
  const manufacturer = product.manufacturer;
  return {
    card: { ...toProductCard(product, view), ...purchaseView(product) },
    parentId: product.parentId ?? null,
    price: detailPriceView(product, view.money),
    description: sanitize(getTranslatedProperty(product, 'description') || ''),
    gallery,
    manufacturer: manufacturer ? { name: getTranslatedProperty(manufacturer, 'name').trim(), image: imageView(manufacturer.media, manufacturer.name) } : null,
    stock: {
      available: product.available !== false,
      availableStock: typeof product.availableStock === 'number' ? product.availableStock : null,
      closeout: Boolean(product.isCloseout),
      restockDays: typeof product.restockTime === 'number' ? product.restockTime : null,
    },
    deliveryTime: (product.deliveryTime && getTranslatedProperty(product.deliveryTime, 'name')) || null,
    shippingFree: Boolean(product.shippingFree),
    properties: groupOptions(product.properties),
    options: groupOptions(product.options),
    optionIds: product.optionIds ?? [],
    metaTitle: text(getTranslatedProperty(product, 'metaTitle')) || name,
    metaDescription: text(getTranslatedProperty(product, 'metaDescription')),
    ean: product.ean || null,
    manufacturerNumber: product.manufacturerNumber || null,
  };
}

/** Configurator groups with the current variant's options selected and impossible ones marked. */
export function toConfigurator(groups: readonly Schemas['PropertyGroup'][] | null | undefined, selectedOptionIds: readonly string[]): ConfiguratorGroupView[] {
  return [...(groups ?? [])]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((group) => ({
      id: group.id,
      name: getTranslatedProperty(group, 'name').trim(),
      displayType: group.displayType ?? 'text',
      options: [...(group.options ?? [])]
        .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
        .map((option) => {
          const view: ConfiguratorOptionView = {
            id: option.id,
            name: getTranslatedProperty(option, 'name').trim(),
            selected: selectedOptionIds.includes(option.id),
            combinable: option.combinable !== false,
          };
          if (group.displayType === 'color' && option.colorHexCode && /^#[0-9a-f]{3,8}$/i.test(option.colorHexCode)) view.color = option.colorHexCode;
          return view;
        }),
    }))
    .filter((group) => group.options.length > 0);
}

/** A translation code ('de-DE') as a canonical BCP 47 tag, or null when it is none. */
function bcp47(code: string | undefined): string | null {
  if (!code) return null;
  try {
    return Intl.getCanonicalLocales(code)[0] ?? null;
  } catch {
    return null;
  }
}

/** `locale`: the page's, for the dates; `languageTags`: the reviews' own languages (see ReviewView.lang). */
export function toReviews(
  reviews: readonly Schemas['ProductReview'][],
  total: number,
  average: number | null | undefined,
  { locale, languageTags = new Map() }: { locale: string; languageTags?: LanguageTags },
): ReviewsView {
  const items = reviews.map((review) => ({
    id: review.id,
    title: text(review.title),
    content: text(review.content),
    points: Math.max(0, Math.min(5, Number(review.points) || 0)),
    date: review.createdAt ?? null,
    dateLabel: formatDay(review.createdAt, locale),
    author: text(review.externalUser) || null,
    lang: bcp47(review.languageId ? languageTags.get(review.languageId) : undefined),
  }));
  const computed = items.length ? items.reduce((sum, review) => sum + review.points, 0) / items.length : null;
  return { items, total: Math.max(total, items.length), average: typeof average === 'number' && average > 0 ? average : computed };
}

export function toCrossSellings(elements: readonly Schemas['CrossSellingElement'][] | null | undefined, view: ViewContext): CrossSellingView[] {
  return (elements ?? [])
    .map((element) => ({
      id: element.crossSelling?.id ?? '',
      name: getTranslatedProperty(element.crossSelling, 'name').trim(),
      products: (element.products ?? []).map((product) => toProductCard(product, view)),
    }))
    .filter((group) => group.products.length > 0);
}
