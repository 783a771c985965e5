import { describe, expect, it } from 'vitest';
import type { ConfiguratorGroupView } from '../product-data/detail-view.ts';
import { largeImage } from './gallery-zoom.ts';
import { combinable, initialVariant, selectionOf, switchOption, variantOf, type QuickAddVariant } from './quick-add.ts';
import { addRecent, parseRecent, parseRecentIds, shownRecent } from './recently-viewed.ts';

const groups: ConfiguratorGroupView[] = [
  { id: 'colour', name: 'Colour', displayType: 'color', options: ['red', 'blue'].map((id) => ({ id, name: id, selected: false, combinable: true })) },
  { id: 'size', name: 'Size', displayType: 'text', options: ['s', 'm', 'l'].map((id) => ({ id, name: id, selected: false, combinable: true })) },
];
const variant = (id: string, optionIds: string[], available = true): QuickAddVariant => ({
  id,
  name: id,
  optionIds,
  href: `/${id}`,
  image: null,
  price: { unitPrice: 1, from: false },
  stock: { available, availableStock: available ? 5 : 0, closeout: !available, restockDays: null },
  quantity: { min: 1, step: 1, max: 10 },
});
// Blue comes in S and M only; red S is sold out.
const variants = [
  variant('red-s', ['red', 's'], false),
  variant('red-m', ['red', 'm']),
  variant('red-l', ['red', 'l']),
  variant('blue-s', ['blue', 's']),
  variant('blue-m', ['blue', 'm']),
];

describe('quick add: choosing a variant', () => {
  it('starts with the variant of the colour chosen on the card, else a buyable one', () => {
    expect(initialVariant(variants, null)?.id).toBe('red-m');
    expect(initialVariant(variants, '/blue-m')?.id).toBe('blue-m');
    expect(initialVariant(variants, '/green-s')?.id).toBe('red-m');
    expect(initialVariant([], null)).toBeNull();
  });

  it('switches exactly when the combination exists, else to the closest variant with the chosen option', () => {
    const redL = selectionOf(groups, variants[2]!);
    expect(redL).toEqual({ colour: 'red', size: 'l' });
    expect(switchOption(groups, variants, redL, 'size', 'm')).toEqual({ colour: 'red', size: 'm' });
    // Blue has no L: the closest blue variant that can be bought.
    expect(variantOf(variants, switchOption(groups, variants, redL, 'colour', 'blue'))?.id).toMatch(/^blue-/);
  });

  it('marks options without a variant for the other choices', () => {
    const blueS = { colour: 'blue', size: 's' };
    expect(combinable(variants, blueS, 'size', 'l')).toBe(false);
    expect(combinable(variants, blueS, 'size', 'm')).toBe(true);
    expect(combinable(variants, blueS, 'colour', 'red')).toBe(true);
  });
});

describe('recently viewed', () => {
  const a = { id: 'a'.repeat(32), family: 'a'.repeat(32) };
  const b1 = { id: 'b'.repeat(32), family: 'f'.repeat(32) };
  const b2 = { id: 'c'.repeat(32), family: 'f'.repeat(32) };

  it('puts the latest first, one entry per family, and never shows the current family', () => {
    const list = addRecent(addRecent(addRecent([], a), b1), b2);
    expect(list).toEqual([b2, a]);
    expect(shownRecent(list, b2.family)).toEqual([a]);
    const many = Array.from({ length: 12 }, (_, index) => ({ id: index.toString(16).padStart(32, '0'), family: index.toString(16).padStart(32, '0') }));
    expect(many.reduce(addRecent, [] as typeof many)).toHaveLength(9);
    expect(shownRecent(many.reduce(addRecent, [] as typeof many), null)).toHaveLength(8);
  });

  it('reads only well-formed stored entries and ids', () => {
    expect(parseRecent('not json')).toEqual([]);
    expect(parseRecent(JSON.stringify([a, { id: 'x', family: 'y' }, 'z']))).toEqual([a]);
    expect(parseRecentIds(`${a.id},${a.id.toUpperCase()},nope,${b1.id}`)).toEqual([a.id, b1.id]);
  });
});

describe('gallery zoom', () => {
  it('adds the original file to the srcset, so wide screens get the largest image', () => {
    expect(largeImage({ src: 'https://shop/o.png', srcSet: 'https://shop/t400.png 400w', alt: '', width: 1600, height: 2000 })).toEqual({
      src: 'https://shop/o.png',
      srcSet: 'https://shop/t400.png 400w, https://shop/o.png 1600w',
    });
    expect(largeImage({ src: 'https://shop/o.png', alt: '' })).toEqual({ src: 'https://shop/o.png' });
  });
});
