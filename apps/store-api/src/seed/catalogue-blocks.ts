// Adds the catalogue-driven blocks once products exist (they need product ids): the featured
// products on the home page, and on the CMS showcase landing page every catalogue element type:
// product slider, product boxes, gallery + buy box, product heading (name + manufacturer logo),
// description/reviews, cross-selling, HTML, videos, a form and a listing with sidebar navigation
// and filters.
import type { Queryable } from '../db/database.ts';
import type { StoredSection } from '../domain/cms/structure.ts';
import { block, fixed, mapped, section, slot, textConfig } from './cms-builders.ts';
import { HOME_CMS_PAGE_ID } from './demo-constants.ts';
import { featuredSection, HOME_CATEGORIES_SECTION_ID, newsletterConfig } from './home-page.ts';
import { SHOWCASE } from './showcase.ts';
import { names } from './translations.ts';

interface HomeProducts {
  topsellers: string[];
  /** the home page's featured products: best sellers of physical goods, one per category first */
  shopFront: string[];
  featured: string[];
  highlight: string;
  crossSelling: string;
  gallery: string[];
}

async function pickProducts(db: Queryable): Promise<HomeProducts | undefined> {
  const ids = async (sql: string) => (await db.query<{ id: string }>(sql)).map((row) => row.id);
  const visible = 'p.parent_id IS NULL AND p.active AND p.visibility >= 30';
  const topsellers = await ids(`SELECT p.id FROM product p WHERE ${visible} ORDER BY p.mark_as_topseller DESC, p.sales DESC, p.id LIMIT 8`);
  const featured = await ids(`SELECT p.id FROM product p WHERE ${visible} ORDER BY p.release_date DESC NULLS LAST, p.id LIMIT 3`);
  const sellers = await db.query<{ id: string; category: string | null }>(
    `SELECT p.id, p.category_ids[1] AS category FROM product p WHERE ${visible} AND NOT p.is_download ORDER BY p.mark_as_topseller DESC, p.sales DESC, p.id LIMIT 60`,
  );
  const firstOfCategory = sellers.filter((row, index) => sellers.findIndex((other) => other.category === row.category) === index);
  const shopFront = [...new Set([...firstOfCategory, ...sellers].map((row) => row.id))].slice(0, 8);
  const [highlight] = await ids(
    `SELECT p.id FROM product p WHERE ${visible} AND EXISTS (SELECT 1 FROM product v WHERE v.parent_id = p.id)
      ORDER BY (SELECT count(*) FROM product_review r WHERE r.product_id = p.id AND r.status) DESC, p.id LIMIT 1`,
  );
  const [crossSelling] = await ids(
    `SELECT p.id FROM product p WHERE ${visible} AND EXISTS (SELECT 1 FROM product_cross_selling c WHERE c.product_id = p.id) ORDER BY p.id LIMIT 1`,
  );
  const gallery = highlight
    ? (await db.query<{ media_id: string }>('SELECT media_id FROM product_media WHERE product_id = $1 ORDER BY position', [highlight])).map(
        (row) => row.media_id,
      )
    : [];
  if (topsellers.length === 0 || featured.length < 3 || !highlight) return undefined;
  return { topsellers, shopFront, featured, highlight, crossSelling: crossSelling ?? highlight, gallery };
}

function showcaseCatalogueSections(products: HomeProducts): StoredSection[] {
  const product = (value: string) => ({ product: fixed(value) });
  const [first = '', second = '', third = ''] = products.featured;
  return [
    section('showcase:topsellers', [
      block('showcase:topsellers', 'product-slider', [
        slot('showcase:topsellers', 'product-slider', 'productSlider', {
          products: fixed(products.topsellers),
          title: fixed('Topseller'),
          displayMode: fixed('standard'),
          boxLayout: fixed('standard'),
          navigation: fixed(true),
          rotate: fixed(false),
          border: fixed(false),
          elMinWidth: fixed('300px'),
          verticalAlign: fixed(null),
        }),
      ]),
      block('showcase:featured', 'product-three-column', [
        slot('showcase:featured:left', 'product-box', 'left', { ...product(first), boxLayout: fixed('standard'), displayMode: fixed('standard') }),
        slot('showcase:featured:center', 'product-box', 'center', { ...product(second), boxLayout: fixed('standard'), displayMode: fixed('standard') }),
        slot('showcase:featured:right', 'product-box', 'right', { ...product(third), boxLayout: fixed('standard'), displayMode: fixed('standard') }),
      ]),
    ]),
    section('showcase:highlight', [
      block('showcase:highlight:heading', 'product-heading', [
        slot('showcase:highlight:name', 'product-name', 'left', { content: mapped('product.name'), ...product(products.highlight) }),
        slot('showcase:highlight:logo', 'manufacturer-logo', 'right', {
          ...product(products.highlight),
          displayMode: fixed('standard'),
          minHeight: fixed('40px'),
        }),
      ]),
      block('showcase:highlight:buy', 'gallery-buybox', [
        slot('showcase:highlight:gallery', 'image-gallery', 'left', {
          sliderItems: fixed(products.gallery.map((mediaId) => ({ mediaId, url: null, newTab: false }))),
          navigationArrows: fixed('inside'),
          navigationDots: fixed(null),
          galleryPosition: fixed('left'),
          displayMode: fixed('standard'),
          minHeight: fixed('340px'),
          zoom: fixed(true),
          fullScreen: fixed(true),
        }),
        slot('showcase:highlight:buybox', 'buy-box', 'right', { ...product(products.highlight), alignment: fixed(null) }),
      ]),
      block('showcase:highlight:reviews', 'product-description-reviews', [
        slot('showcase:highlight:reviews', 'product-description-reviews', 'content', { ...product(products.highlight), alignment: fixed(null) }),
      ]),
      block('showcase:highlight:cross', 'cross-selling', [
        slot('showcase:highlight:cross', 'cross-selling', 'content', {
          ...product(products.crossSelling),
          displayMode: fixed('standard'),
          boxLayout: fixed('standard'),
          elMinWidth: fixed('300px'),
        }),
      ]),
    ]),
    section('showcase:media', [
      block('showcase:html', 'html', [
        slot('showcase:html', 'html', 'content', {
          'en-GB': { content: fixed('<aside class="notice"><strong>Aisle demo shop.</strong> Nothing is delivered and no money is taken.</aside>') },
          'pl-PL': {
            content: fixed('<aside class="notice"><strong>Sklep demonstracyjny Aisle.</strong> Nic nie jest wysyłane i nie pobieramy opłat.</aside>'),
          },
          'de-DE': { content: fixed('<aside class="notice"><strong>Aisle-Demoshop.</strong> Es wird nichts geliefert und kein Geld eingezogen.</aside>') },
        }),
      ]),
      block('showcase:videos', 'text-two-column', [
        slot('showcase:youtube', 'youtube-video', 'left', {
          videoID: fixed('dQw4w9WgXcQ'),
          autoPlay: fixed(false),
          loop: fixed(false),
          showControls: fixed(true),
          advancedPrivacyMode: fixed(true),
          needsConfirmation: fixed(true),
          displayMode: fixed('standard'),
        }),
        slot('showcase:vimeo', 'vimeo-video', 'right', {
          videoID: fixed('76979871'),
          autoplay: fixed(false),
          byLine: fixed(false),
          controls: fixed(true),
          doNotTrack: fixed(true),
          needsConfirmation: fixed(true),
          portrait: fixed(false),
          title: fixed(true),
        }),
      ]),
      block('showcase:newsletter', 'form', [slot('showcase:newsletter', 'form', 'content', newsletterConfig())]),
    ]),
    section(
      'showcase:all-products',
      [
        block('showcase:all:navigation', 'category-navigation', [slot('showcase:all:navigation', 'category-navigation', 'content', {})], {
          sectionPosition: 'sidebar',
        }),
        block('showcase:all:filter', 'sidebar-filter', [slot('showcase:all:filter', 'sidebar-filter', 'content', {})], { sectionPosition: 'sidebar' }),
        block('showcase:all:title', 'text', [
          slot('showcase:all:title', 'text', 'content', textConfig(names('<h2>All products</h2>', '<h2>Wszystkie produkty</h2>', '<h2>Alle Produkte</h2>'))),
        ]),
        block('showcase:all:listing', 'product-listing', [
          slot('showcase:all:listing', 'product-listing', 'content', {
            boxLayout: fixed('standard'),
            showSorting: fixed(true),
            filters: fixed('manufacturer-filter,rating-filter,price-filter,shipping-free-filter,property-filter'),
          }),
        ]),
      ],
      { type: 'sidebar' },
    ),
  ];
}

async function updateSections(db: Queryable, pageId: string, change: (sections: StoredSection[]) => StoredSection[] | undefined): Promise<boolean> {
  const [page] = await db.query<{ sections: StoredSection[] }>('SELECT sections FROM cms_page WHERE id = $1', [pageId]);
  const changed = page ? change(page.sections) : undefined;
  if (!changed) return false;
  await db.query('UPDATE cms_page SET sections = $1::jsonb WHERE id = $2', [JSON.stringify(changed), pageId]);
  return true;
}

/** Adds the catalogue sections to the home and showcase pages (once: a second run finds them present). */
export async function addCatalogueBlocks(db: Queryable): Promise<boolean> {
  const products = await pickProducts(db);
  if (!products) return false;
  const home = await updateSections(db, HOME_CMS_PAGE_ID, (sections) => {
    const featured = featuredSection(products.shopFront);
    if (sections.some((item) => item.id === featured.id)) return undefined;
    const after = sections.findIndex((item) => item.id === HOME_CATEGORIES_SECTION_ID);
    return [...sections.slice(0, after + 1), featured, ...sections.slice(after + 1)];
  });
  const showcase = await updateSections(db, SHOWCASE.cmsPageId, (sections) => {
    const added = showcaseCatalogueSections(products);
    const existing = new Set(sections.map((item) => item.id));
    return added.some((item) => existing.has(item.id)) ? undefined : [...sections, ...added];
  });
  return home || showcase;
}
