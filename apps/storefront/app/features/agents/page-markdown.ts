// Pages as Markdown for machine readers (`Accept: text/markdown`): a product with its price in the
// session's currency, variants, availability, description and breadcrumbs; a category's products with
// prices, links and paging; a CMS page's text. Pure: page-markdown.server.ts loads the page as the HTML
// route does and hands its view model here.
import { NodeHtmlMarkdown } from 'node-html-markdown';
import type { Schemas } from '../../lib/store-api/types.ts';
import { htmlContent, orderedSlots, preparedData, sortedByPosition } from '../cms/index.ts';
import type { ListingView } from '../listing/index.ts';
import type { Crumb } from '../navigation/index.ts';
import type { ConfiguratorGroupView, PriceView, ProductCardView, ProductDetailView } from '../product-data/index.ts';
import { absoluteUrl, mdLink, mdText } from './markdown-text.ts';

/** Words of the Markdown in the page's language (the caller translates). */
export interface MarkdownLabels {
  price: string;
  from: (price: string) => string;
  listPrice: string;
  available: string;
  soldOut: string;
  deliveryTime: (time: string) => string;
  productNumber: string;
  manufacturer: string;
  variants: string;
  description: string;
  properties: string;
  products: string;
  page: (page: number, pages: number) => string;
  next: string;
  previous: string;
}

interface PageFrame {
  /** Absolute URL of the page (its canonical address). */
  url: string;
  origin: string;
  breadcrumbs: readonly Crumb[];
  labels: MarkdownLabels;
}

const htmlToMarkdown = new NodeHtmlMarkdown({ keepDataImages: false });

/** Sanitised HTML (descriptions, CMS text) as Markdown, site paths of its links made absolute on `origin`. */
export function markdownFromHtml(html: string, origin = ''): string {
  if (!html.trim()) return '';
  return htmlToMarkdown
    .translate(html)
    .trim()
    .replace(/\]\((\/[^)\s]*)\)/g, (_whole, path: string) => `](${absoluteUrl(origin, path)})`);
}

function priceText(price: PriceView, labels: MarkdownLabels): string {
  const unit = price.unitText ?? String(price.unitPrice);
  const list = price.listText ? ` (${labels.listPrice} ${price.listText})` : '';
  return `${price.from ? labels.from(unit) : unit}${list}`;
}

function trail(frame: PageFrame): string[] {
  if (frame.breadcrumbs.length === 0) return [];
  return [frame.breadcrumbs.map((crumb) => mdLink(crumb.name, absoluteUrl(frame.origin, crumb.href))).join(' › '), ''];
}

function cardLine(card: ProductCardView, frame: PageFrame): string {
  const availability = card.available ? '' : ` — ${frame.labels.soldOut}`;
  return `- ${mdLink(card.name, absoluteUrl(frame.origin, card.href))}: ${mdText(priceText(card.price, frame.labels))}${availability}`;
}

function variantLines(groups: readonly ConfiguratorGroupView[]): string[] {
  return groups.map((group) => {
    const options = group.options.map((option) => (option.selected ? `**${mdText(option.name)}**` : mdText(option.name)));
    return `- ${mdText(group.name)}: ${options.join(', ')}`;
  });
}

export interface ProductMarkdownInput extends PageFrame {
  product: ProductDetailView;
  configurator: readonly ConfiguratorGroupView[];
}

export function productMarkdown({ product, configurator, ...frame }: ProductMarkdownInput): string {
  const { labels } = frame;
  const { card, stock } = product;
  const facts = [
    `- ${labels.price}: ${mdText(priceText(product.price, labels))}`,
    `- ${stock.available ? labels.available : labels.soldOut}${product.deliveryTime ? ` (${mdText(labels.deliveryTime(product.deliveryTime))})` : ''}`,
    `- ${labels.productNumber}: ${mdText(card.productNumber)}`,
    ...(product.manufacturer ? [`- ${labels.manufacturer}: ${mdText(product.manufacturer.name)}`] : []),
    ...(product.ean ? [`- GTIN: ${mdText(product.ean)}`] : []),
  ];
  const description = markdownFromHtml(product.description, frame.origin);
  const properties = product.properties.map((property) => `- ${mdText(property.group)}: ${mdText(property.values.join(', '))}`);
  return [
    `# ${mdText(card.name)}`,
    '',
    ...trail(frame),
    `URL: ${frame.url}`,
    '',
    ...facts,
    ...(configurator.length > 0 ? ['', `## ${labels.variants}`, '', ...variantLines(configurator)] : []),
    ...(description ? ['', `## ${labels.description}`, '', description] : []),
    ...(properties.length > 0 ? ['', `## ${labels.properties}`, '', ...properties] : []),
    '',
  ].join('\n');
}

function pageUrl(url: string, page: number): string {
  const next = new URL(url);
  if (page > 1) next.searchParams.set('p', String(page));
  else next.searchParams.delete('p');
  return next.href;
}

function listingLines(listing: ListingView, frame: PageFrame): string[] {
  const { labels } = frame;
  const pages = Math.max(1, Math.ceil(listing.total / Math.max(1, listing.limit)));
  const paging = [
    ...(listing.page > 1 ? [mdLink(labels.previous, pageUrl(frame.url, listing.page - 1))] : []),
    ...(listing.page < pages ? [mdLink(labels.next, pageUrl(frame.url, listing.page + 1))] : []),
  ];
  return [
    `## ${labels.products}`,
    '',
    `${labels.page(listing.page, pages)}${paging.length > 0 ? ` — ${paging.join(' · ')}` : ''}`,
    '',
    ...listing.products.map((card) => cardLine(card, frame)),
  ];
}

function slotLines(slot: Schemas['CmsSlot'], frame: PageFrame): string[] {
  const listing = preparedData(slot, 'aisle_product_listing');
  if (listing) return listingLines(listing.listing, frame);
  const slider = preparedData(slot, 'aisle_product_slider');
  if (slider) return [...(slider.title ? [`## ${mdText(slider.title)}`, ''] : []), ...slider.products.map((card) => cardLine(card, frame))];
  const box = preparedData(slot, 'aisle_product_box');
  if (box?.product) return [cardLine(box.product, frame)];
  const crossSelling = preparedData(slot, 'aisle_cross_selling');
  if (crossSelling) return crossSelling.groups.flatMap((group) => [`## ${mdText(group.name)}`, '', ...group.products.map((card) => cardLine(card, frame)), '']);
  if (slot.type === 'text' || slot.type === 'html') {
    const text = markdownFromHtml(htmlContent(slot.data), frame.origin);
    return text ? [text] : [];
  }
  return [];
}

/** A CMS page's text and products in reading order, one paragraph per element. */
function cmsLines(page: Schemas['CmsPage'] | null, frame: PageFrame): string[] {
  const blocks = sortedByPosition(page?.sections).flatMap((section) => sortedByPosition(section.blocks));
  return blocks.flatMap((block) =>
    orderedSlots(block).flatMap((slot) => {
      const lines = slotLines(slot, frame);
      return lines.length > 0 ? [...lines, ''] : [];
    }),
  );
}

export interface ContentMarkdownInput extends PageFrame {
  name: string;
  cmsPage: Schemas['CmsPage'] | null;
}

/** A category or landing page: its name, trail and the CMS page's content. */
export function contentMarkdown({ name, cmsPage, ...frame }: ContentMarkdownInput): string {
  const body = cmsLines(cmsPage, frame);
  return (
    [`# ${mdText(name)}`, '', ...trail(frame), `URL: ${frame.url}`, '', ...body]
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  );
}
