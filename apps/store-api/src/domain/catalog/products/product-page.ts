// POST /product/{id} as Shopware's ProductDetailRoute answers it: the product detail plus the product's
// CMS layout (its own `cmsPageId`, inherited by variants, else `core.cms.default_product_cms_page`,
// as ProductSubscriber::setDefaultLayout assigns it) with every slot resolved for that product.
import type { Queryable } from '../../../db/database.ts';
import { loadCmsPage, resolveCmsPage, type AsyncElementResolver } from '../../cms/cms-page.ts';
import { config } from '../../config/system-config.ts';
import { translate, type Translations } from '../../translation.ts';
import type { CatalogContext } from './catalog-context.ts';
import { catalogSlotResolver } from './cms-slots.ts';
import { productDetail } from './product-detail.ts';

export interface ProductPageOptions {
  /** The request's parameters (`slots`, `skipCmsPage`, `skipConfigurator`, review paging `p`). */
  payload: Record<string, unknown>;
}

interface LayoutRow {
  cms_page_id: string | null;
  translations: Translations;
  parent_cms_page_id: string | null;
  parent_translations: Translations | null;
}

/** The layout id and slot overrides of a product, with variant → parent inheritance. */
async function layoutOf(
  db: Queryable,
  productId: string,
  cc: CatalogContext,
): Promise<{ pageId: string | undefined; slotConfig: Record<string, unknown> | undefined }> {
  const [row] = await db.query<LayoutRow>(
    `SELECT p.cms_page_id, p.translations, parent.cms_page_id AS parent_cms_page_id, parent.translations AS parent_translations
       FROM product p LEFT JOIN product parent ON parent.id = p.parent_id WHERE p.id = $1`,
    [productId],
  );
  const own = row ? translate(row.translations, cc.chain, ['slotConfig']).slotConfig : undefined;
  const inherited = row?.parent_translations ? translate(row.parent_translations, cc.chain, ['slotConfig']).slotConfig : undefined;
  const slotConfig = own ?? inherited;
  const pageId = row?.cms_page_id ?? row?.parent_cms_page_id ?? ((await config(db, 'core.cms.default_product_cms_page', cc.salesChannelId)) || undefined);
  return { pageId, slotConfig: typeof slotConfig === 'object' && slotConfig !== null ? (slotConfig as Record<string, unknown>) : undefined };
}

function onlySlots(payload: Record<string, unknown>): Set<string> | undefined {
  const slots = payload.slots;
  if (Array.isArray(slots)) return new Set(slots.filter((slot): slot is string => typeof slot === 'string'));
  return typeof slots === 'string' && slots !== '' ? new Set(slots.split('|')) : undefined;
}

const flag = (value: unknown) => value === true || value === 'true' || value === '1' || value === 1;

export async function productPage(db: Queryable, id: string, cc: CatalogContext, options: ProductPageOptions) {
  const found = await productDetail(db, id, cc);
  // Shopware 6.7: `skipConfigurator` drops the configurator, `skipCmsPage` the resolved layout (not its id).
  const detail = flag(options.payload.skipConfigurator) ? { ...found, configurator: null } : found;
  const { product } = detail;
  const { pageId, slotConfig } = await layoutOf(db, product.id, cc);
  const page = pageId && !flag(options.payload.skipCmsPage) ? await loadCmsPage(db, pageId) : undefined;
  if (!page) return { ...detail, product: { ...product, cmsPageId: pageId } };

  const catalog = catalogSlotResolver(db, cc, { productId: product.id, listingPayload: options.payload, detail });
  // AbstractProductDetailCmsElementResolver::collect: on a product page every element's `product`
  // is the page's product. Name, logo and gallery read the product itself (elements.ts).
  const resolveAsync: AsyncElementResolver = async (slot) => {
    if (slot.type === 'product-name' || slot.type === 'manufacturer-logo' || slot.type === 'image-gallery') return undefined;
    return catalog({ ...slot, config: { ...slot.config, product: { source: 'mapped', value: product.id } } });
  };
  const cmsPage = await resolveCmsPage(db, page, {
    chain: cc.chain,
    mediaBaseUrl: cc.mediaBaseUrl,
    slotConfig,
    entity: product,
    onlySlots: onlySlots(options.payload),
    resolveAsync,
  });
  return { ...detail, product: { ...product, cmsPageId: page.id, cmsPage } };
}
