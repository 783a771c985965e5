// Turns drawings into whole pictures (pure SVG strings): product photos in 4:5 (front, back,
// close-up, on a surface / on a hanger), compositions for categories and banners with calm space
// on the left for a heading, and manufacturer logos.
import type { Drawing } from './drawing.ts';
import { mix, paint } from './paint.ts';

export const PRODUCT_SIZE = { width: 1200, height: 1500 } as const;
export const CATEGORY_SIZE = { width: 1600, height: 1000 } as const;
export const BANNER_SIZE = { width: 1920, height: 800 } as const;
export const LOGO_SIZE = { width: 1200, height: 600 } as const;

export const PRODUCT_VIEWS = ['front', 'back', 'detail', 'surface'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

const defs = (top: string, bottom: string) => `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0.25"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0.04"/><stop offset="1" stop-color="#000000" stop-opacity="0.16"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#3b332a" stop-opacity="0.32"/><stop offset="0.6" stop-color="#3b332a" stop-opacity="0.12"/><stop offset="1" stop-color="#3b332a" stop-opacity="0"/></radialGradient>
<linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfa877"/><stop offset="1" stop-color="#b48a5a"/></linearGradient>
</defs>`;

const svg = (width: number, height: number, body: string, viewBox = `0 0 ${width} ${height}`) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;

const FLOOR = 930;

/** How far an item is moved down so that its lowest point stands on the floor line. */
const drop = (item: Drawing, scale: number) => (FLOOR - (item.base ?? 915)) * scale;

/** The item in its 1000×1000 box placed at (x, y) with a scale, standing on y + 930·scale, with a soft shadow under it. */
function placed(item: Drawing, colour: string, x: number, y: number, scale: number, side: 'front' | 'back' = 'front', mirror = false): string {
  const shadow = `<ellipse cx="${x + 500 * scale}" cy="${y + FLOOR * scale}" rx="${400 * scale}" ry="${45 * scale}" fill="url(#shadow)"/>`;
  const flip = mirror ? ` translate(1000 0) scale(-1 1)` : '';
  return `${shadow}<g transform="translate(${x} ${(y + drop(item, scale)).toFixed(1)}) scale(${scale})${flip}">${item.draw(paint(colour), side)}</g>`;
}

export function productSvg(item: Drawing, colour: string, view: ProductView): string {
  const { width, height } = PRODUCT_SIZE;
  if (view === 'surface') {
    if (item.garment) {
      // On a hanger against a wall: the garment's shoulders (y≈110 in its box) hang from the bar.
      const hanger = `<path d="M 600 250 q 0 -50 38 -50 q 32 0 32 34" fill="none" stroke="#6b6b6b" stroke-width="10" stroke-linecap="round"/>
<path d="M 600 250 L 360 345 L 840 345 Z" fill="none" stroke="#8a6a4a" stroke-width="16" stroke-linejoin="round"/>`;
      return svg(
        width,
        height,
        `${defs('#ebe5db', '#dcd3c5')}<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect x="0" y="170" width="${width}" height="14" fill="#b9b2a6"/><g transform="translate(135 250) scale(0.93)">${item.draw(paint(colour), 'front')}</g>${hanger}`,
      );
    }
    return svg(
      width,
      height,
      `${defs('#eee9e1', '#e2dbcf')}<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect x="0" y="1080" width="${width}" height="420" fill="url(#table)"/><rect x="0" y="1080" width="${width}" height="10" fill="#e3c9a2"/>${placed(item, colour, 180, 1120 - FLOOR * 0.84, 0.84)}`,
    );
  }
  const [top, bottom] = view === 'back' ? ['#eff0f0', '#dfe2e3'] : ['#f5f3ef', '#e6e1d9'];
  const body = `${defs(top, bottom)}<rect width="${width}" height="${height}" fill="url(#bg)"/>${placed(item, colour, 100, 250, 1, view === 'back' ? 'back' : 'front', view === 'back' && !item.garment)}`;
  if (view !== 'detail') return svg(width, height, body);
  const zoom = 1.75;
  const [dx, dy] = item.detail;
  const w = width / zoom;
  const h = height / zoom;
  const cx = Math.min(Math.max(100 + dx, w / 2), width - w / 2);
  const cy = Math.min(Math.max(250 + dy + drop(item, 1), h / 2), height - h / 2);
  return svg(width, height, body, `${(cx - w / 2).toFixed(1)} ${(cy - h / 2).toFixed(1)} ${w.toFixed(1)} ${h.toFixed(1)}`);
}

export interface CompositionItem {
  drawing: Drawing;
  colour: string;
}

/**
 * Several products right of centre, a calm tinted field on the left for a heading. `area` is the
 * products' span as fractions of the width: category pictures keep them nearer the centre, because
 * tiles crop the sides.
 */
export function compositionSvg(
  items: readonly CompositionItem[],
  size: { width: number; height: number },
  tint: string,
  area: readonly [number, number] = [0.4, 0.56],
): string {
  const { width, height } = size;
  const top = mix(tint, '#ffffff', 0.86);
  const bottom = mix(tint, '#ffffff', 0.72);
  const count = Math.max(1, items.length);
  const areaLeft = width * area[0];
  const areaWidth = width * area[1];
  const scale = Math.min((areaWidth / count) * 1.65, height * 0.8) / 1000;
  const step = count === 1 ? 0 : (areaWidth - 1000 * scale) / (count - 1);
  const placedItems = items.map((item, index) => {
    const lift = index % 2 === 0 ? 0 : -0.1 * height;
    const x = areaLeft + index * step;
    const y = height * 0.92 - FLOOR * scale + lift;
    return placed(item.drawing, item.colour, x, y, scale * (index % 2 === 0 ? 1 : 0.85));
  });
  // Big items first would hide small ones: draw back to front by position (alternate rows).
  const ordered = [...placedItems.filter((_, index) => index % 2 === 1), ...placedItems.filter((_, index) => index % 2 === 0)];
  const floor = `<rect x="0" y="${height * 0.86}" width="${width}" height="${height * 0.14}" fill="${mix(tint, '#ffffff', 0.62)}" opacity="0.6"/>`;
  const disc = `<circle cx="${areaLeft + areaWidth / 2}" cy="${height * 0.48}" r="${height * 0.42}" fill="${mix(tint, '#ffffff', 0.78)}"/>`;
  return svg(width, height, `${defs(top, bottom)}<rect width="${width}" height="${height}" fill="url(#bg)"/>${disc}${floor}${ordered.join('')}`);
}

/** A manufacturer's logo: a monogram badge and the name. */
export function logoSvg(name: string, colour: string): string {
  const { width, height } = LOGO_SIZE;
  const initial = name.trim().charAt(0).toUpperCase();
  const safe = name.replace(/[<&>"]/g, '');
  return svg(
    width,
    height,
    `${defs('#ffffff', '#f3f1ed')}<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="260" cy="300" r="130" fill="${colour}"/><circle cx="260" cy="300" r="104" fill="none" stroke="#ffffff" stroke-width="8" opacity="0.7"/>
<text x="260" y="345" text-anchor="middle" font-family="DejaVu Serif, serif" font-weight="bold" font-size="130" fill="#ffffff">${initial}</text>
<text x="430" y="335" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="96" letter-spacing="4" fill="${mix(colour, '#000000', 0.35)}">${safe}</text>`,
  );
}
