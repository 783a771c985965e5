import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CATEGORY_SPECS, SPECIAL_PRODUCTS } from '../catalogue/category-specs.ts';
import { BANNERS, categoryArt, categoryPictureKeys } from '../store-pictures.ts';
import { DRAWINGS, drawingFor, nounArt, renderArt, specialArt } from './catalogue-art.ts';
import { PRODUCT_VIEWS } from './scene.ts';

const size = async (svg: string) => {
  const { info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  return [info.width, info.height];
};

describe('catalogue art', () => {
  it('has a drawing for every product type the catalogue sells', () => {
    for (const spec of CATEGORY_SPECS) for (const noun of spec.nouns) expect(() => drawingFor(nounArt(noun.key)), noun.key).not.toThrow();
    for (const special of SPECIAL_PRODUCTS) expect(() => drawingFor(specialArt(special.key)), special.key).not.toThrow();
    expect(() => drawingFor('unicorn')).toThrow(/unicorn/);
  });

  it('renders every view of a product as a 1200×1500 picture', async () => {
    for (const view of PRODUCT_VIEWS) {
      const rendered = renderArt({ kind: 'product', type: 't-shirt', colour: '#c0392b', view });
      expect([rendered.width, rendered.height]).toEqual([1200, 1500]);
      expect(await size(rendered.svg)).toEqual([1200, 1500]);
    }
  });

  it('draws every drawing as valid SVG in its colour, different per colour', async () => {
    for (const type of Object.keys(DRAWINGS)) {
      const red = renderArt({ kind: 'product', type, colour: '#c0392b', view: 'front' }).svg;
      const blue = renderArt({ kind: 'product', type, colour: '#2f6db5', view: 'front' }).svg;
      expect(red, type).not.toBe(blue);
      expect(await size(red)).toEqual([1200, 1500]);
    }
  });

  it('composes category pictures (1600×1000) and banners (1920×800) from what they sell', async () => {
    for (const key of categoryPictureKeys()) {
      const art = categoryArt(key);
      expect(art.kind === 'category' && art.items.length, key).toBeGreaterThanOrEqual(2);
    }
    expect(await size(renderArt(categoryArt('clothing')).svg)).toEqual([1600, 1000]);
    for (const art of Object.values(BANNERS)) expect(await size(renderArt(art).svg)).toEqual([1920, 800]);
  });
});
