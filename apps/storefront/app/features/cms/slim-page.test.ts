// The CMS page view model on Shopware's real category page (CmsPage fixture): what the renderer
// reads survives, entity bookkeeping and duplicates do not.
import type { Schemas } from '../../lib/store-api/types.ts';
import { describe, expect, it } from 'vitest';
import { categoryFixture } from '../../../test/fixtures.ts';
import { slimMedia } from './elements/data.ts';
import { slimCmsPage, slimSlot } from './slim-page.ts';

const page = () => {
  if (!categoryFixture.cmsPage) throw new Error('The fixture has a CMS page.');
  return structuredClone(categoryFixture.cmsPage);
};

describe('slimCmsPage (CmsPage fixture)', () => {
  it('keeps layout, element types, config values and the image data the elements read', () => {
    const slim = slimCmsPage(page());
    const [section] = slim.sections;
    expect(section).toMatchObject({ type: 'default', position: 0, sizingMode: 'full_width' });
    const [block] = section?.blocks ?? [];
    expect(block).toMatchObject({ type: 'image-simple-grid', position: 0, marginTop: '5%' });
    expect(block?.slots.map((slot) => [slot.slot, slot.type])).toEqual(page().sections[0]?.blocks[0]?.slots.map((slot) => [slot.slot, slot.type]));
    const image = block?.slots.find((slot) => slot.type === 'image');
    expect(image?.config).toMatchObject({ displayMode: { value: 'cover' }, minHeight: { value: '540px' } });
    const media = (image?.data as { media?: Record<string, unknown> } | undefined)?.media;
    expect(media?.url).toMatch(/^https:\/\//);
    // This media has no thumbnails: none are invented, and only the rendered fields remain.
    expect(Object.keys(media ?? {}).every((key) => ['url', 'alt', 'title', 'metaData', 'thumbnails'].includes(key))).toBe(true);
  });

  it('drops ids, versions, dates, translated copies, field configs, config sources and the text config', () => {
    const json = JSON.stringify(slimCmsPage(page()));
    for (const key of [
      '"id"',
      '"versionId"',
      '"createdAt"',
      '"updatedAt"',
      '"translated"',
      '"fieldConfig"',
      '"source"',
      '"customFields"',
      '"apiAlias":"cms_',
    ]) {
      expect(json).not.toContain(key);
    }
    const text = slimCmsPage(page()).sections[0]?.blocks[0]?.slots.find((slot) => slot.type === 'text');
    expect(text?.config).not.toHaveProperty('content');
    expect(Object.keys(text?.data as object)).toEqual(['content']);
    // A fraction of Shopware's page.
    expect(json.length).toBeLessThan(JSON.stringify(page()).length / 3);
  });
});

describe('slimMedia', () => {
  it('resolves the translated alt text and title, keeps size and thumbnails with URL and width', () => {
    const media = {
      url: 'https://cdn.example/a.jpg',
      alt: 'old',
      title: null,
      translated: { alt: 'Translated', title: 'Title' },
      metaData: { width: 1200, height: 800, type: 2 },
      thumbnails: [
        { id: 't', url: 'https://cdn.example/a_400.jpg', width: 400, height: 267, path: 'x' },
        { url: '', width: 800 },
      ],
    };
    expect(slimMedia(media)).toEqual({
      url: media.url,
      alt: 'Translated',
      title: 'Title',
      metaData: { width: 1200, height: 800 },
      thumbnails: [{ url: 'https://cdn.example/a_400.jpg', width: 400 }],
    });
    expect(slimMedia({ url: '' })).toBeNull();
  });
});

describe('slimSlot', () => {
  it('keeps prepared commerce data as it is and drops the config the server already read', () => {
    const data = { apiAlias: 'aisle_product_slider', title: 'New', products: [] };
    const slot = { slot: 'content', type: 'product-slider', config: { title: { value: 'New', source: 'static' } }, data } as unknown as Schemas['CmsSlot'];
    expect(slimSlot(slot)).toEqual({ slot: 'content', type: 'product-slider', data });
  });
});
