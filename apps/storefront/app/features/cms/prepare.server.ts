// Turns a resolved CMS page into what the browser needs: sanitised HTML, for commerce elements
// small views instead of whole product entities (see commerce-data.ts), and only the fields the
// renderer reads (slim-page.ts).
import type { Schemas } from '../../lib/store-api/types.ts';
import { getTranslatedProperty } from '@shopware/helpers';
import { enabledFilters, toListingView } from '../listing/index.ts';
import { toConfigurator, toCrossSellings, toProductDetail, toReviews, toProductCard, type SwatchIndex, type ViewContext } from '../product-data/index.ts';
import type { PreparedSlotData, SalutationView } from './commerce-data.ts';
import { sanitizeCmsHtml, sanitizeCmsPage } from './sanitize.server.ts';
import { slimCmsPage } from './slim-page.ts';

type Slot = Schemas['CmsSlot'];

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function configValue(slot: Slot, key: string): unknown {
  return record(record(slot.config)?.[key])?.value;
}

function isProduct(value: unknown): value is Schemas['Product'] {
  const entity = record(value);
  return entity !== null && typeof entity.id === 'string' && entity.apiAlias === 'product';
}

// A listing slot's data is a ProductListingResult; its elements are what the mapper reads first.
function isListingResult(value: unknown): value is Schemas['ProductListingResult'] {
  const entity = record(value);
  return entity !== null && Array.isArray(entity.elements);
}

function products(value: unknown): Schemas['Product'][] {
  return Array.isArray(value) ? value.filter(isProduct) : [];
}

function salutations(value: unknown): SalutationView[] {
  const list = Array.isArray(value) ? value : (record(value)?.elements ?? []);
  if (!Array.isArray(list)) return [];
  return list
    .map(record)
    .flatMap((entity) => (entity && typeof entity.id === 'string' ? [{ id: entity.id, name: String(getTranslatedProperty(entity, 'displayName')) }] : []));
}

/** Page-level facts a slot needs: whether a sidebar shows the listing's filters. */
interface PageFacts {
  sidebarFilter: boolean;
}

/** The products the page's cards show (boxes, sliders, the listing): whose colour swatches to load. */
export function cmsPageProducts(page: Schemas['CmsPage']): Schemas['Product'][] {
  return (page.sections ?? []).flatMap((section) =>
    (section.blocks ?? []).flatMap((block) =>
      (block.slots ?? []).flatMap((slot) => {
        const data = record(slot.data);
        if (slot.type === 'product-box') return isProduct(data?.product) ? [data.product] : [];
        if (slot.type === 'product-slider') return products(data?.products);
        if (slot.type === 'product-listing') return products(record(data?.listing)?.elements);
        return [];
      }),
    ),
  );
}

function prepareData(slot: Slot, view: ViewContext, facts: PageFacts, swatches: SwatchIndex | undefined): PreparedSlotData | null | undefined {
  const data = record(slot.data);
  const sanitize = (html: string) => sanitizeCmsHtml(html, view.locale);
  switch (slot.type) {
    case 'product-box':
      return { apiAlias: 'aisle_product_box', product: isProduct(data?.product) ? toProductCard(data.product, view, swatches) : null };
    case 'product-slider':
      return {
        apiAlias: 'aisle_product_slider',
        title: String(configValue(slot, 'title') ?? ''),
        products: products(data?.products).map((product) => toProductCard(product, view, swatches)),
      };
    case 'product-listing': {
      const listing = data?.listing;
      if (!isListingResult(listing)) return null;
      return {
        apiAlias: 'aisle_product_listing',
        listing: toListingView(listing, view, enabledFilters(slot.config), swatches),
        showFilters: !facts.sidebarFilter,
        showSorting: configValue(slot, 'showSorting') !== false,
      };
    }
    case 'buy-box': {
      if (!isProduct(data?.product)) return null;
      const configurator = Array.isArray(data.configuratorSettings) ? (data.configuratorSettings as Schemas['PropertyGroup'][]) : [];
      return {
        apiAlias: 'aisle_buy_box',
        product: toProductDetail(data.product, view, sanitize),
        configurator: toConfigurator(configurator, data.product.optionIds ?? []),
      };
    }
    case 'product-description-reviews': {
      if (!isProduct(data?.product)) return null;
      const reviews = record(data.reviews);
      const elements = Array.isArray(reviews?.elements) ? (reviews.elements as Schemas['ProductReview'][]) : [];
      const total = typeof reviews?.total === 'number' ? reviews.total : elements.length;
      return {
        apiAlias: 'aisle_description_reviews',
        product: toProductDetail(data.product, view, sanitize),
        reviews: toReviews(elements, total, data.product.ratingAverage, { locale: view.locale }),
      };
    }
    case 'cross-selling':
      return {
        apiAlias: 'aisle_cross_selling',
        groups: toCrossSellings(Array.isArray(data?.crossSellings) ? (data.crossSellings as Schemas['CrossSellingElement'][]) : [], view),
      };
    case 'form':
    case 'custom-form': {
      const type = configValue(slot, 'type') === 'newsletter' ? 'newsletter' : 'contact';
      return {
        apiAlias: 'aisle_form',
        type,
        title: String(configValue(slot, 'title') ?? ''),
        confirmation: String(configValue(slot, 'confirmationText') ?? ''),
        salutations: salutations(slot.data),
      };
    }
    default:
      return undefined;
  }
}

/** Sanitised page with commerce slots replaced by views; sidebar filters get their section's listing filters. */
export function prepareCmsContent(page: Schemas['CmsPage'], view: ViewContext, swatches?: SwatchIndex): Schemas['CmsPage'] {
  const sanitized = sanitizeCmsPage(page, view.locale);
  const sections = (sanitized.sections ?? []).map((section) => {
    const slots = (section.blocks ?? []).flatMap((block) => block.slots ?? []);
    const facts = { sidebarFilter: slots.some((slot) => slot.type === 'sidebar-filter') };
    const prepared = new Map<Slot, PreparedSlotData | null>();
    for (const slot of slots) {
      const data = prepareData(slot, view, facts, swatches);
      if (data !== undefined) prepared.set(slot, data);
    }
    const listing = [...prepared.values()].find((data) => data?.apiAlias === 'aisle_product_listing');
    const filters = listing?.apiAlias === 'aisle_product_listing' ? listing.listing.filters : null;
    return {
      ...section,
      blocks: (section.blocks ?? []).map((block) => ({
        ...block,
        slots: (block.slots ?? []).map((slot) => {
          if (slot.type === 'sidebar-filter') return { ...slot, data: { apiAlias: 'aisle_sidebar_filter', filters } };
          // Whole entities never reach the browser: unprepared commerce data becomes null.
          return prepared.has(slot) ? { ...slot, data: prepared.get(slot) ?? null } : slot;
        }),
      })),
    };
  });
  return { ...sanitized, sections } as Schemas['CmsPage'];
}

/** The page's view model: prepared content with only the fields the renderer reads. */
export function prepareCmsPage(page: Schemas['CmsPage'], view: ViewContext, swatches?: SwatchIndex): Schemas['CmsPage'] {
  return slimCmsPage(prepareCmsContent(page, view, swatches));
}
