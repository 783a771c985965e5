// The default product page layout, built like Shopware's (migrations Migration1609140710AddCmsPdpLayout,
// …1611732852UpdateCmsPdpLayout, …1617356092UpdateCmsPdpLayoutSection): heading (name + manufacturer
// logo), gallery + buy box, description + reviews, cross-selling; assigned to every product without
// a layout of its own through `core.cms.default_product_cms_page` (Migration1650620993…).
import type { Queryable } from '../db/database.ts';
import type { StoredSection } from '../domain/cms/structure.ts';
import { block, fixed, mapped, section, slot } from './cms-builders.ts';
import { names, tr } from './translations.ts';

/** Shopware's Defaults::CMS_PRODUCT_DETAIL_PAGE, so clients that know the id find the same page. */
export const PRODUCT_DETAIL_PAGE_ID = '7a6d253a67204037966f42b0119704d5';
const DEFAULT_PRODUCT_PAGE_CONFIG_KEY = 'core.cms.default_product_cms_page';

const margins = (top: string, bottom: string) => ({ marginTop: top, marginBottom: bottom, marginLeft: '0', marginRight: '0', backgroundMediaMode: 'cover' });
const productOnly = { product: fixed(null), alignment: fixed(null) };

function productDetailSections(): StoredSection[] {
  const key = (name: string) => `product-detail:${name}`;
  return [
    section(key('main'), [
      block(
        key('heading'),
        'product-heading',
        [
          slot(key('name'), 'product-name', 'left', { content: mapped('product.name'), verticalAlign: fixed(null) }),
          slot(key('manufacturer-logo'), 'manufacturer-logo', 'right', {
            displayMode: fixed('standard'),
            media: mapped('product.manufacturer.media'),
            minHeight: fixed(null),
            newTab: fixed(true),
            url: fixed(null),
            verticalAlign: fixed(null),
          }),
        ],
        { name: 'Product heading', ...margins('0', '20px') },
      ),
      block(
        key('gallery-buybox'),
        'gallery-buybox',
        [
          slot(key('image-gallery'), 'image-gallery', 'left', {
            displayMode: fixed('contain'),
            fullScreen: fixed(true),
            galleryPosition: fixed('left'),
            minHeight: fixed('430px'),
            navigationArrows: fixed('inside'),
            navigationDots: fixed('inside'),
            sliderItems: mapped('product.media'),
            verticalAlign: fixed(null),
            zoom: fixed(true),
          }),
          slot(key('buy-box'), 'buy-box', 'right', productOnly),
        ],
        { name: 'Gallery buy box', ...margins('20px', '0') },
      ),
      block(
        key('description-reviews'),
        'product-description-reviews',
        [slot(key('description-reviews'), 'product-description-reviews', 'content', productOnly)],
        { name: 'Product description and reviews', ...margins('20px', '20px') },
      ),
      block(
        key('cross-selling'),
        'cross-selling',
        [
          slot(key('cross-selling'), 'cross-selling', 'content', {
            boxLayout: fixed('standard'),
            displayMode: fixed('standard'),
            elMinWidth: fixed('200px'),
            product: fixed(null),
          }),
        ],
        { name: 'Cross selling', ...margins('0', '0') },
      ),
    ]),
  ];
}

/** Idempotent: adds the layout and the default assignment where missing (also to existing databases). */
export async function seedProductLayout(db: Queryable): Promise<void> {
  await db.query(`INSERT INTO cms_page (id, type, sections, translations) VALUES ($1, 'product_detail', $2::jsonb, $3::jsonb) ON CONFLICT (id) DO NOTHING`, [
    PRODUCT_DETAIL_PAGE_ID,
    JSON.stringify(productDetailSections()),
    JSON.stringify(tr('name', names('Default product page Layout', 'Domyślny układ strony produktu', 'Standard Produktseite-Layout'))),
  ]);
  const configured = await db.query('SELECT 1 FROM system_config WHERE key = $1', [DEFAULT_PRODUCT_PAGE_CONFIG_KEY]);
  if (configured.length === 0) {
    await db.query('INSERT INTO system_config (key, sales_channel_id, value) VALUES ($1, NULL, $2::jsonb)', [
      DEFAULT_PRODUCT_PAGE_CONFIG_KEY,
      JSON.stringify(PRODUCT_DETAIL_PAGE_ID),
    ]);
  }
}
