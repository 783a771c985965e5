import { describe, expect, it } from 'vitest';
import { configText, configTextOrNumber, htmlContent, imageItem, sliderItems, slimMedia } from './data.ts';

const rawMedia = {
  url: 'https://cdn.example/a.jpg',
  alt: 'Untranslated',
  translated: { alt: 'A red dress', title: null },
  metaData: { width: 1600, height: 1000, type: 2 },
  thumbnails: [
    { id: 't1', url: 'https://cdn.example/a-400.jpg', width: 400, height: 250 },
    { url: '', width: 800 },
  ],
  id: 'm1',
};

describe('CMS slot readers', () => {
  it('slims a media entity to what the image renders, and reads a slim one back unchanged', () => {
    const slim = slimMedia(rawMedia);
    expect(slim).toEqual({
      url: 'https://cdn.example/a.jpg',
      alt: 'A red dress',
      metaData: { width: 1600, height: 1000 },
      thumbnails: [{ url: 'https://cdn.example/a-400.jpg', width: 400 }],
    });
    // The browser reads the page the server slimmed: the same readers must give it back as it is.
    expect(slimMedia(slim)).toEqual(slim);
    expect(imageItem(imageItem({ media: rawMedia, url: '/Women/', newTab: true }))).toEqual({ media: slim, url: '/Women/', newTab: true });
  });

  it('renders nothing for data that does not fit', () => {
    expect(slimMedia({ url: 42 })).toBeNull();
    expect(imageItem('a string')).toEqual({ media: null });
    expect(imageItem({ media: rawMedia, url: 7, newTab: 'yes' })).toEqual({ media: slimMedia(rawMedia) });
    expect(htmlContent({ content: ['<p>'] })).toBe('');
    expect(sliderItems({ sliderItems: [{ media: null }, { media: rawMedia }, 'x'] })).toHaveLength(1);
    expect(sliderItems({ sliderItems: 'none' })).toEqual([]);
  });

  it('reads config values of the expected kind only', () => {
    const config = { videoID: { value: 'dQw4w9WgXcQ' }, start: { value: 30 }, displayMode: { value: '' }, minHeight: { value: 540 } };
    expect(configText(config, 'videoID')).toBe('dQw4w9WgXcQ');
    expect(configTextOrNumber(config, 'start')).toBe(30);
    expect(configText(config, 'displayMode')).toBeUndefined();
    expect(configText(config, 'minHeight')).toBeUndefined();
    expect(configText(null, 'videoID')).toBeUndefined();
  });
});
