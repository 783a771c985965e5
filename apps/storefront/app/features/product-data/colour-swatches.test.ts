import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../lib/store-api/types.ts';
import { colourSwatches, familyOf, swatchIndex } from './colour-swatches.ts';
import { packFamilies } from './colour-swatches.server.ts';
import { withoutCardPrice } from './product-view.ts';
import { viewContext } from './view-context.ts';

const colourGroup = { id: 'g-colour', displayType: 'color' } as Schemas['PropertyGroup'];
const sizeGroup = { id: 'g-size', displayType: 'text' } as Schemas['PropertyGroup'];
const option = (id: string, name: string, position: number, group: Schemas['PropertyGroup'], extra: Partial<Schemas['PropertyGroupOption']> = {}) =>
  ({ id, name, translated: { name }, position, groupId: group.id, group, ...extra }) as Schemas['PropertyGroupOption'];
const red = option('o-red', 'Red', 2, colourGroup, { colorHexCode: '#c0392b' });
const navy = option('o-navy', 'Navy', 1, colourGroup, { colorHexCode: '#1d2b4f' });
const tweed = option('o-tweed', 'Tweed', 3, colourGroup, { media: { url: 'https://shop/tweed.png' } as Schemas['Media'] });
const s = option('o-s', 'S', 1, sizeGroup);
const xxl = option('o-xxl', 'XXL', 2, sizeGroup);

function variant(id: string, options: Schemas['PropertyGroupOption'][], price: number, available = true): Schemas['Product'] {
  return {
    id,
    parentId: 'parent',
    name: 'Shirt',
    translated: { name: 'Shirt' },
    available,
    options,
    calculatedPrice: { unitPrice: price },
    seoUrls: [{ seoPathInfo: `Shirt-${id}/SW1` }],
    cover: { media: { url: `https://shop/${id}.png`, thumbnails: [{ url: `https://shop/${id}_400.png`, width: 400 }] } },
  } as unknown as Schemas['Product'];
}

describe('colour swatches', () => {
  it('makes one swatch per colour in option order, with the cheapest buyable variant of that colour', () => {
    const swatches = colourSwatches(
      [variant('red-s', [red, s], 20), variant('red-xxl', [red, xxl], 22), variant('navy-s', [navy, s], 20, false), variant('navy-xxl', [navy, xxl], 22)],
      viewContext('en-GB', 'EUR'),
    );
    expect(swatches.map((swatch) => swatch.name)).toEqual(['Navy', 'Red']);
    // Navy S is sold out: the swatch leads to Navy XXL, and its price is still the colour's lowest, 'from'.
    expect(swatches[0]).toMatchObject({ name: 'Navy', color: '#1d2b4f', href: '/Shirt-navy-xxl/SW1', price: { unitPrice: 20, from: true } });
    expect(swatches[0]?.image).toEqual({ src: 'https://shop/navy-xxl_400.png', alt: '' });
    expect(swatches[1]).toMatchObject({ href: '/Shirt-red-s/SW1', price: { unitPrice: 20, from: true } });
  });

  it("gives each swatch's price its text, formatted after the colour's lowest price was chosen", () => {
    const [navySwatch, redSwatch] = colourSwatches(
      [variant('n', [navy], 20), variant('r1', [red, s], 25), variant('r2', [red, xxl], 19.5)],
      viewContext('pl-PL', 'PLN'),
    );
    expect(navySwatch?.price).toEqual({ unitPrice: 20, from: false, unitText: '20,00\u00a0zł' });
    expect(redSwatch?.price).toEqual({ unitPrice: 19.5, from: true, unitText: '19,50\u00a0zł' });
  });

  it('uses the option media without a hex code, else a text chip; one colour shows nothing', () => {
    const swatches = colourSwatches([variant('a', [tweed], 10), variant('b', [option('o-x', 'Sand', 4, colourGroup)], 10)], viewContext('en-GB', 'EUR'));
    expect(swatches[0]).toMatchObject({ name: 'Tweed', swatchImage: 'https://shop/tweed.png' });
    expect(swatches[0]).not.toHaveProperty('color');
    expect(swatches[1]).not.toHaveProperty('color');
    expect(swatches[1]).not.toHaveProperty('swatchImage');
    expect(colourSwatches([variant('a', [red, s], 10), variant('b', [red, xxl], 10)], viewContext('en-GB', 'EUR'))).toEqual([]);
    expect(colourSwatches([variant('a', [s], 10), variant('b', [xxl], 10)], viewContext('en-GB', 'EUR'))).toEqual([]);
  });

  it('indexes by family: a parent of variants, or a listed variant’s parent', () => {
    expect(familyOf({ id: 'p', childCount: 3 })).toBe('p');
    expect(familyOf({ id: 'v', parentId: 'p' })).toBe('p');
    expect(familyOf({ id: 'simple', childCount: 0 })).toBeNull();
    const index = swatchIndex([variant('red-s', [red, s], 20), variant('navy-s', [navy, s], 20)], viewContext('de-DE', 'EUR'));
    expect(index.get('parent')?.map((swatch) => swatch.href)).toEqual(['/testde/Shirt-navy-s/SW1', '/testde/Shirt-red-s/SW1']);
  });

  it('packs families into requests of at most 100 variants', () => {
    expect(
      packFamilies(
        new Map([
          ['a', 11],
          ['b', 9],
          ['c', 30],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(
      packFamilies(
        new Map([
          ['a', 60],
          ['b', 50],
          ['c', 40],
          ['d', 500],
        ]),
      ),
    ).toEqual([['a', 'c'], ['b'], ['d']]);
    expect(packFamilies(new Map())).toEqual([]);
  });

  it('leaves out a swatch price that is the card’s own', () => {
    const [first, second] = colourSwatches([variant('n', [navy], 20), variant('r', [red], 25)], viewContext('en-GB', 'EUR'));
    const trimmed = withoutCardPrice([first!, second!], { unitPrice: 20, from: false });
    expect(trimmed[0]).not.toHaveProperty('price');
    expect(trimmed[1]?.price).toMatchObject({ unitPrice: 25 });
  });
});
