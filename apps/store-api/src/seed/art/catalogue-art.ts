// Which drawing shows which catalogue product, and the picture specs the seed renders: product
// views in a colour, category and banner compositions, manufacturer logos. Pure.
import { APPAREL } from './apparel.ts';
import type { Drawing } from './drawing.ts';
import { HOME } from './home.ts';
import { OUTDOOR } from './outdoor.ts';
import { BANNER_SIZE, CATEGORY_SIZE, LOGO_SIZE, PRODUCT_SIZE, compositionSvg, logoSvg, productSvg, type ProductView } from './scene.ts';
import { TECH } from './tech.ts';

export const DRAWINGS: Readonly<Record<string, Drawing>> = { ...APPAREL, ...HOME, ...OUTDOOR, ...TECH };

/** Catalogue noun (category-specs.ts) → drawing, where the names differ. */
const NOUN_ART: Readonly<Record<string, string>> = {
  'oxford-shirt': 'shirt',
  'summer-shirt': 'short-shirt',
  'summer-trousers': 'chinos',
  'running-shirt': 'sport-shirt',
  'running-jacket': 'jacket',
  'running-tights': 'tights',
  bottle: 'water-bottle',
};

/** Hand-written products (category-specs.ts SPECIAL_PRODUCTS) → drawing. */
const SPECIAL_ART: Readonly<Record<string, string>> = {
  'olive-oil': 'oil-bottle',
  cookbook: 'e-book',
  'energy-gel': 'gel-sachets',
  'drink-powder': 'powder-tub',
  'training-plan': 'e-book',
  'photo-software': 'software',
  'backup-software': 'software',
};

export function nounArt(noun: string): string {
  return NOUN_ART[noun] ?? noun;
}

export function specialArt(key: string): string {
  const art = SPECIAL_ART[key];
  if (!art) throw new Error(`No drawing for the special product ${key}`);
  return art;
}

export function drawingFor(type: string): Drawing {
  const found = DRAWINGS[type];
  if (!found) throw new Error(`No drawing for ${type}`);
  return found;
}

export type ArtSpec =
  | { kind: 'product'; type: string; colour: string; view: ProductView }
  | { kind: 'category' | 'banner'; items: ReadonlyArray<{ type: string; colour: string }>; tint: string }
  | { kind: 'logo'; name: string; colour: string };

export interface RenderedSvg {
  svg: string;
  width: number;
  height: number;
}

export function renderArt(spec: ArtSpec): RenderedSvg {
  switch (spec.kind) {
    case 'product':
      return { svg: productSvg(drawingFor(spec.type), spec.colour, spec.view), ...PRODUCT_SIZE };
    case 'category':
    case 'banner': {
      const size = spec.kind === 'category' ? CATEGORY_SIZE : BANNER_SIZE;
      const area = spec.kind === 'category' ? ([0.3, 0.55] as const) : undefined;
      return {
        svg: compositionSvg(
          spec.items.map((item) => ({ drawing: drawingFor(item.type), colour: item.colour })),
          size,
          spec.tint,
          area,
        ),
        ...size,
      };
    }
    case 'logo':
      return { svg: logoSvg(spec.name, spec.colour), ...LOGO_SIZE };
  }
}
