import { describe, expect, it } from 'vitest';
import { backgroundImage, backgroundStyle } from './background.ts';

const media = (width?: number, height?: number, url = 'https://shop.test/media/bg.jpg') => ({
  backgroundMedia: { url, metaData: { ...(width ? { width } : {}), ...(height ? { height } : {}) } },
});

describe('background width rule', () => {
  it('uses 800 when the size is unknown', () => {
    expect(backgroundImage(media())).toBe('url("https://shop.test/media/bg.jpg?height=800&fit=crop,smart")');
  });

  it('rounds the larger side up to hundreds', () => {
    expect(backgroundImage(media(1234, 600))).toContain('width=1300');
    expect(backgroundImage(media(500, 901))).toContain('height=1000');
  });

  it('caps sides above 1920 near 1900', () => {
    expect(backgroundImage(media(4000, 2000))).toContain('width=1900');
    expect(backgroundImage(media(1920, 1000))).toContain('width=2000');
  });

  it('drops URLs over 1000 characters', () => {
    expect(backgroundImage(media(800, 600, `https://shop.test/${'a'.repeat(1000)}.jpg`))).toBeNull();
  });

  it('combines colour and image into a style', () => {
    expect(backgroundStyle({ backgroundColor: '#fff', ...media(800, 600), backgroundMediaMode: 'cover' })).toMatchObject({
      backgroundColor: '#fff',
      backgroundSize: 'cover',
      backgroundImage: expect.stringContaining('width=800'),
    });
    expect(backgroundStyle({})).toEqual({});
  });
});
