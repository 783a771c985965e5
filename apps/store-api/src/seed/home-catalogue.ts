// Adds the catalogue-driven blocks to the demo home page once products exist, so the home page
// shows every CMS element type: product slider, product boxes, gallery + buy box, product heading
// (name + manufacturer logo), description/reviews, cross-selling, HTML, videos, a form and a
// listing with sidebar navigation and filters.
import type { Queryable } from '../db/database.ts';
import type { StoredSection } from '../domain/cms/structure.ts';
import { block, fixed, mapped, section, slot, textConfig } from './cms-builders.ts';
import { HOME_CMS_PAGE_ID } from './demo-constants.ts';
import { names } from './translations.ts';

interface HomeProducts {
  topsellers: string[];
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
  const [highlight] = await ids(
    `SELECT p.id FROM product p WHERE ${visible} AND EXISTS (SELECT 1 FROM product v WHERE v.parent_id = p.id)
      ORDER BY (SELECT count(*) FROM product_review r WHERE r.product_id = p.id AND r.status) DESC, p.id LIMIT 1`,
  );
  const [crossSelling] = await ids(`SELECT p.id FROM product p WHERE ${visible} AND EXISTS (SELECT 1 FROM product_cross_selling c WHERE c.product_id = p.id) ORDER BY p.id LIMIT 1`);
  const gallery = highlight ? (await db.query<{ media_id: string }>('SELECT media_id FROM product_media WHERE product_id = $1 ORDER BY position', [highlight])).map((row) => row.media_id) : [];
  if (topsellers.length === 0 || featured.length < 3 || !highlight) return undefined;
  return { topsellers, featured, highlight, crossSelling: crossSelling ?? highlight, gallery };
}

export function catalogueHomeSections(products: HomeProducts): StoredSection[] {
  const product = (value: string) => ({ product: fixed(value) });
  const [first = '', second = '', third = ''] = products.featured;
  return [
    section('home:topsellers', [
      block('home:topsellers', 'product-slider', [
        slot('home:topsellers', 'product-slider', 'productSlider', {
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
      block('home:featured', 'product-three-column', [
        slot('home:featured:left', 'product-box', 'left', { ...product(first), boxLayout: fixed('standard'), displayMode: fixed('standard') }),
        slot('home:featured:center', 'product-box', 'center', { ...product(second), boxLayout: fixed('standard'), displayMode: fixed('standard') }),
        slot('home:featured:right', 'product-box', 'right', { ...product(third), boxLayout: fixed('standard'), displayMode: fixed('standard') }),
      ]),
    ]),
    section('home:highlight', [
      block('home:highlight:heading', 'product-heading', [
        slot('home:highlight:name', 'product-name', 'left', { content: mapped('product.name'), ...product(products.highlight) }),
        slot('home:highlight:logo', 'manufacturer-logo', 'right', { ...product(products.highlight), displayMode: fixed('standard'), minHeight: fixed('40px') }),
      ]),
      block('home:highlight:buy', 'gallery-buybox', [
        slot('home:highlight:gallery', 'image-gallery', 'left', {
          sliderItems: fixed(products.gallery.map((mediaId) => ({ mediaId, url: null, newTab: false }))),
          navigationArrows: fixed('inside'),
          navigationDots: fixed(null),
          galleryPosition: fixed('left'),
          displayMode: fixed('standard'),
          minHeight: fixed('340px'),
          zoom: fixed(true),
          fullScreen: fixed(true),
        }),
        slot('home:highlight:buybox', 'buy-box', 'right', { ...product(products.highlight), alignment: fixed(null) }),
      ]),
      block('home:highlight:reviews', 'product-description-reviews', [slot('home:highlight:reviews', 'product-description-reviews', 'content', { ...product(products.highlight), alignment: fixed(null) })]),
      block('home:highlight:cross', 'cross-selling', [slot('home:highlight:cross', 'cross-selling', 'content', { ...product(products.crossSelling), displayMode: fixed('standard'), boxLayout: fixed('standard'), elMinWidth: fixed('300px') })]),
    ]),
    section('home:media', [
      block('home:html', 'html', [
        slot('home:html', 'html', 'content', {
          'en-GB': { content: fixed('<aside class="notice"><strong>Aisle demo shop.</strong> Nothing is delivered and no money is taken.</aside>') },
          'pl-PL': { content: fixed('<aside class="notice"><strong>Sklep demonstracyjny Aisle.</strong> Nic nie jest wysyłane i nie pobieramy opłat.</aside>') },
          'de-DE': { content: fixed('<aside class="notice"><strong>Aisle-Demoshop.</strong> Es wird nichts geliefert und kein Geld eingezogen.</aside>') },
        }),
      ]),
      block('home:videos', 'text-two-column', [
        slot('home:youtube', 'youtube-video', 'left', { videoID: fixed('dQw4w9WgXcQ'), autoPlay: fixed(false), loop: fixed(false), showControls: fixed(true), advancedPrivacyMode: fixed(true), needsConfirmation: fixed(true), displayMode: fixed('standard') }),
        slot('home:vimeo', 'vimeo-video', 'right', { videoID: fixed('76979871'), autoplay: fixed(false), byLine: fixed(false), controls: fixed(true), doNotTrack: fixed(true), needsConfirmation: fixed(true), portrait: fixed(false), title: fixed(true) }),
      ]),
      block('home:newsletter', 'form', [
        slot('home:newsletter', 'form', 'content', {
          'en-GB': { type: fixed('newsletter'), title: fixed('Stay in the loop'), confirmationText: fixed('Thank you! Please confirm your subscription in the e-mail we sent you.') },
          'pl-PL': { type: fixed('newsletter'), title: fixed('Bądź na bieżąco'), confirmationText: fixed('Dziękujemy! Potwierdź subskrypcję w wysłanej wiadomości e-mail.') },
          'de-DE': { type: fixed('newsletter'), title: fixed('Bleiben Sie auf dem Laufenden'), confirmationText: fixed('Danke! Bitte bestätigen Sie Ihr Abonnement in der E-Mail, die wir Ihnen geschickt haben.') },
        }),
      ]),
    ]),
    section('home:all-products', [
      block('home:all:navigation', 'category-navigation', [slot('home:all:navigation', 'category-navigation', 'content', {})], { sectionPosition: 'sidebar' }),
      block('home:all:filter', 'sidebar-filter', [slot('home:all:filter', 'sidebar-filter', 'content', {})], { sectionPosition: 'sidebar' }),
      block('home:all:title', 'text', [slot('home:all:title', 'text', 'content', textConfig(names('<h2>All products</h2>', '<h2>Wszystkie produkty</h2>', '<h2>Alle Produkte</h2>')))]),
      block('home:all:listing', 'product-listing', [
        slot('home:all:listing', 'product-listing', 'content', {
          boxLayout: fixed('standard'),
          showSorting: fixed(true),
          filters: fixed('manufacturer-filter,rating-filter,price-filter,shipping-free-filter,property-filter'),
        }),
      ]),
    ], { type: 'sidebar' }),
  ];
}

/** Appends the catalogue sections to the home page (once: a second run finds them present). */
export async function addCatalogueToHome(db: Queryable): Promise<boolean> {
  const products = await pickProducts(db);
  if (!products) return false;
  const [page] = await db.query<{ sections: StoredSection[] }>('SELECT sections FROM cms_page WHERE id = $1', [HOME_CMS_PAGE_ID]);
  if (!page) return false;
  const added = catalogueHomeSections(products);
  const existing = new Set(page.sections.map((item) => item.id));
  if (added.some((item) => existing.has(item.id))) return false;
  await db.query('UPDATE cms_page SET sections = $1::jsonb WHERE id = $2', [JSON.stringify([...page.sections, ...added]), HOME_CMS_PAGE_ID]);
  return true;
}
