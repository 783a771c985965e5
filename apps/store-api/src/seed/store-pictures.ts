// The shop's own pictures (pure): a composition of what each category sells, and the banners of
// the home and showcase pages. Catalogue pictures are planned in catalogue/pictures.ts.
import { nounArt, type ArtSpec } from './art/catalogue-art.ts';
import { CATEGORY_SPECS } from './catalogue/category-specs.ts';
import { COLOURS } from './catalogue/vocabulary.ts';
import { MAIN_CATEGORIES, type CategorySeed } from './content-data.ts';

const TINTS: Record<string, string> = { clothing: '#d9a28f', home: '#9fb59a', sports: '#8fb3c9', electronics: '#a3a8c9' };
const PALETTE = [
  COLOURS.navy.hex,
  COLOURS.red.hex,
  COLOURS.beige.hex,
  COLOURS.green.hex,
  COLOURS.yellow.hex,
  COLOURS.blue.hex,
  COLOURS.pink.hex,
  COLOURS.grey.hex,
];

/** Noun lists of the leaf categories below (or at) a category key. */
function nounsBelow(key: string): string[][] {
  return CATEGORY_SPECS.filter((spec) => spec.category === key || spec.category.startsWith(`${key}/`)).map((spec) =>
    spec.nouns.map((noun) => nounArt(noun.key)),
  );
}

/** Up to four different products: a leaf shows three of its own, a parent one of each child. */
function categoryItems(key: string): string[] {
  const lists = nounsBelow(key);
  if (lists.length === 1) return lists[0]!.slice(0, 3);
  const picked: string[] = [];
  for (let round = 0; picked.length < Math.min(4, lists.length + 1) && round < 3; round++) {
    for (const list of lists) if (picked.length < 4 && list[round] && !picked.includes(list[round]!)) picked.push(list[round]!);
  }
  return picked;
}

export function categoryArt(key: string): ArtSpec {
  const tint = TINTS[key.split('/')[0] ?? ''] ?? '#c9c2b6';
  const offset = key.length % PALETTE.length;
  return { kind: 'category', tint, items: categoryItems(key).map((type, index) => ({ type, colour: PALETTE[(offset + index * 3) % PALETTE.length]! })) };
}

const banner = (tint: string, items: Array<[string, string]>): ArtSpec => ({ kind: 'banner', tint, items: items.map(([type, colour]) => ({ type, colour })) });

/** Banners by media key (see mediaAlt in content-data.ts for their alternative texts). */
export const BANNERS: Readonly<Record<string, ArtSpec>> = {
  hero: banner('#d9c3a5', [
    ['summer-dress', COLOURS.pink.hex],
    ['over-ear', COLOURS.navy.hex],
    ['dining-chair', COLOURS.green.hex],
    ['running-shoes', COLOURS.orange.hex],
    ['mug', COLOURS.yellow.hex],
  ]),
  promotion: banner('#e3b85a', [
    ['tote', COLOURS.red.hex],
    ['speaker', COLOURS.blue.hex],
    ['vase', COLOURS.beige.hex],
    ['beanie', COLOURS.navy.hex],
  ]),
  'slide-1': banner('#d9a28f', [
    ['t-shirt', COLOURS.white.hex],
    ['jeans', COLOURS.blue.hex],
    ['beanie', COLOURS.yellow.hex],
  ]),
  'slide-2': banner('#8fb3c9', [
    ['dome-tent', COLOURS.orange.hex],
    ['summer-dress', COLOURS.yellow.hex],
    ['water-bottle', COLOURS.green.hex],
  ]),
  'slide-3': banner('#9fb59a', [
    ['basket', COLOURS.beige.hex],
    ['throw', COLOURS.grey.hex],
    ['cushion', COLOURS.green.hex],
  ]),
};

/** Every category's picture need, parents before children. */
export function categoryPictureKeys(nodes: readonly CategorySeed[] = MAIN_CATEGORIES): string[] {
  return nodes.flatMap((node) => [node.key, ...categoryPictureKeys(node.children ?? [])]);
}
