// The demo shop's home page (a shop front: hero, category tiles on SEO URLs, featured products,
// promotion, newsletter) and the CMS showcase landing page (every element type), through the API.
import { describe, expect, it } from 'vitest';
import { LANGUAGE_IDS, LOCALE_CODES, type LocaleCode } from '../src/seed/demo-constants.ts';
import { SHOWCASE } from '../src/seed/showcase.ts';
import { SHOWCASE_ELEMENT_TYPES } from './support/showcase.ts';
import { call } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';
import { contractErrors } from './support/schema.ts';

const engine = useTestEngine();

type Config = Record<string, { value: unknown } | undefined>;
type Slot = {
  type: string;
  slot: string;
  config: Config;
  data?: { content?: string; media?: { url: string; width: number; height: number }; products?: unknown[]; listing?: { total: number } } | null;
};
type Block = { type: string; backgroundMedia?: { url: string; metaData: { width: number; height: number } }; slots: Slot[] };
type Page = { cmsPage: { sections: Array<{ blocks: Block[] }> } };

const headers = (code: LocaleCode) => ({ 'sw-language-id': LANGUAGE_IDS[code] });
const blocksOf = (page: Page) => page.cmsPage.sections.flatMap((section) => section.blocks);
const slotsOf = (page: Page) => blocksOf(page).flatMap((block) => block.slots);
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);

/** The path prefix of the language's sales-channel domain, as the storefront serves it. */
async function domainPrefix(code: LocaleCode): Promise<string> {
  const [row] = await engine.db.query<{ url: string }>('SELECT url FROM sales_channel_domain WHERE language_id = $1', [LANGUAGE_IDS[code]]);
  return new URL(row!.url).pathname.replace(/\/$/, '');
}

/** Resolves a storefront href through /seo-url (after the domain prefix), as the storefront does. */
async function resolve(code: LocaleCode, href: string): Promise<{ routeName: string; foreignKey: string } | undefined> {
  const prefix = await domainPrefix(code);
  expect(href.startsWith(`${prefix}/`), href).toBe(true);
  const body = { filter: [{ type: 'equals', field: 'seoPathInfo', value: href.slice(prefix.length + 1) }] };
  const response = await call(engine.app, '/seo-url', { body, headers: headers(code) });
  return (response.body as { elements: Array<{ routeName: string; foreignKey: string }> }).elements[0];
}

describe('home page', () => {
  it('is a shop front in every language: hero, tiles on SEO URLs, featured products, promotion, newsletter', async () => {
    for (const code of LOCALE_CODES) {
      const response = await call(engine.app, '/category/home', { body: {}, headers: headers(code) });
      expect(contractErrors('/category/{navigationId}', 'POST', 200, response.body)).toEqual([]);
      const page = response.body as Page;
      const blocks = blocksOf(page);
      expect(blocks.map((block) => block.type)).toEqual([
        'text-on-image',
        'text',
        'image-text-row',
        'image-text-row',
        'product-slider',
        'text-on-image',
        'form',
      ]);

      const [hero, , , , , promotion] = blocks;
      for (const banner of [hero!, promotion!]) {
        expect(banner.backgroundMedia?.metaData).toMatchObject({ width: 1920, height: 800 });
        const html = banner.slots[0]?.data?.content ?? '';
        expect(html).toMatch(/class="btn btn-primary" href="[^"]+"/);
        for (const href of hrefs(html)) expect((await resolve(code, href))?.routeName, href).toBe('frontend.navigation.page');
      }
      expect(hero!.slots[0]?.data?.content).toMatch(/^<h1>[^<]+<\/h1><p>[^<]+<\/p><p><a /);
      expect(promotion!.slots[0]?.data?.content).toContain('WELCOME10');

      const tiles = blocks.filter((block) => block.type === 'image-text-row').flatMap((block) => block.slots);
      const images = tiles.filter((slot) => slot.type === 'image');
      const texts = tiles.filter((slot) => slot.type === 'text');
      expect(images).toHaveLength(6);
      expect(texts).toHaveLength(6);
      const seen = new Set<string>();
      for (const [index, image] of images.entries()) {
        const url = String(image.config.url?.value ?? '');
        expect(url).not.toContain('/navigation/');
        expect(image.config.newTab?.value).toBe(false);
        expect(image.data?.media?.url).toMatch(/\.webp$/);
        expect(hrefs(texts[index]?.data?.content ?? '')).toEqual([url]);
        const target = await resolve(code, url);
        expect(target?.routeName, url).toBe('frontend.navigation.page');
        seen.add(target!.foreignKey);
      }
      expect(seen.size).toBe(6);

      const slider = slotsOf(page).find((slot) => slot.type === 'product-slider');
      expect(slider?.data?.products).toHaveLength(8);
      expect(slider?.config.title?.value).toBe({ 'en-GB': 'Featured products', 'pl-PL': 'Polecane produkty', 'de-DE': 'Empfohlene Produkte' }[code]);
      // No buy box or reviews (reviews come in every language) on the shop front.
      expect(slotsOf(page).map((slot) => slot.type)).not.toContain('product-description-reviews');
    }
  });
});

describe('CMS showcase', () => {
  it('is a landing page on an SEO URL per language, linked from the footer', async () => {
    for (const code of LOCALE_CODES) {
      const target = await resolve(code, `${await domainPrefix(code)}/${SHOWCASE.url[code]}`);
      expect(target).toEqual(expect.objectContaining({ routeName: 'frontend.landing.page', foreignKey: SHOWCASE.id }));
    }
    const footer = (await call(engine.app, '/navigation/footer-navigation/footer-navigation', { body: { depth: 3 } })).body as Array<{
      children: Array<{ type: string; linkType: string; internalLink: string }>;
    }>;
    const links = footer.flatMap((group) => group.children);
    expect(links).toContainEqual(expect.objectContaining({ type: 'link', linkType: 'landing_page', internalLink: SHOWCASE.id }));
  });

  it('holds every CMS element type the old home page showed, with catalogue data', async () => {
    const response = await call(engine.app, `/landing-page/${SHOWCASE.id}`, { body: {} });
    expect(contractErrors('/landing-page/{landingPageId}', 'POST', 200, response.body)).toEqual([]);
    const slots = slotsOf(response.body as Page);
    const types = new Set(slots.map((slot) => slot.type));
    for (const type of SHOWCASE_ELEMENT_TYPES) {
      expect(types, type).toContain(type);
    }
    expect(slots.find((slot) => slot.type === 'product-listing')?.data?.listing?.total).toBeGreaterThan(100);
    for (const slot of slots.filter((item) => item.type === 'image')) expect(String(slot.config.url?.value ?? '')).not.toContain('/navigation/');
  });
});
