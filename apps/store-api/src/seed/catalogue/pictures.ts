// Which pictures a demo product gets (pure): the drawing, the colour it is drawn in and the views
// of its gallery. A colour variant has a picture set of its own; other products one set.
import type { ArtSpec } from '../art/catalogue-art.ts';
import type { ProductView } from '../art/scene.ts';
import { names, perLocale, type PerLocale } from '../translations.ts';
import type { Random } from './random.ts';
import { COLOURS, type ColourKey, type MaterialKey } from './vocabulary.ts';

export interface PictureSpec {
  key: string;
  alt: PerLocale<string>;
  art: ArtSpec;
}

/** The colour of things whose material decides it (a cast-iron pan is black whatever the property says). */
const MATERIAL_COLOURS: Partial<Record<MaterialKey, string>> = {
  castIron: '#3a3b3d',
  steel: '#b9bfc6',
  aluminium: '#a7adb4',
  oak: '#c9a06c',
  beech: '#dcbc8e',
  bamboo: '#d2b77e',
  rattan: '#c8a46e',
  glass: '#d9ecf2',
  leather: '#8a5a3b',
  denim: '#3b5b8c',
};

/** Soft, shop-like colours for products without a colour property. */
const FALLBACK_COLOURS: readonly ColourKey[] = ['black', 'white', 'grey', 'navy', 'blue', 'green', 'beige', 'red', 'yellow', 'orange', 'pink', 'olive'];

export function itemColour(options: { colour?: ColourKey; material?: MaterialKey; random: Random }): string {
  if (options.colour) return COLOURS[options.colour].hex;
  const fromMaterial = options.material ? MATERIAL_COLOURS[options.material] : undefined;
  return fromMaterial ?? COLOURS[options.random.pick(FALLBACK_COLOURS)].hex;
}

/** Gallery views: 2 for most products, 3–4 for the ones picked for a gallery and for colour sets. */
export function productViews(options: { gallery: number; colourSet: boolean; showcase: boolean }): ProductView[] {
  if (options.colourSet) return options.showcase ? ['front', 'back', 'detail'] : ['front', 'detail'];
  if (options.gallery >= 2) return ['front', 'back', 'detail', 'surface'];
  if (options.gallery === 1) return ['front', 'detail', 'surface'];
  return ['front', 'surface'];
}

const VIEW_NAMES: Record<ProductView, PerLocale<string>> = {
  front: names('front', 'przód', 'Vorderseite'),
  back: names('back', 'tył', 'Rückseite'),
  detail: names('detail', 'detal', 'Detail'),
  surface: names('in use', 'w użyciu', 'im Einsatz'),
};

/** The picture set of one product (or one colour of it); the first is the cover. */
export function pictureSet(options: {
  number: string;
  name: PerLocale<string>;
  type: string;
  colour: string;
  colourKey?: ColourKey;
  views: readonly ProductView[];
}): PictureSpec[] {
  const prefix = options.colourKey ? `product:${options.number}:${options.colourKey}` : `product:${options.number}`;
  return options.views.map((view, index) => ({
    key: `${prefix}:${view}`,
    alt: perLocale((code) => {
      const colour = options.colourKey ? ` – ${COLOURS[options.colourKey].name[code]}` : '';
      return index === 0 ? `${options.name[code]}${colour}` : `${options.name[code]}${colour} (${VIEW_NAMES[view][code]})`;
    }),
    art: { kind: 'product', type: options.type, colour: options.colour, view },
  }));
}
