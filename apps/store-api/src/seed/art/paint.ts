// Colour arithmetic and the SVG helpers every drawing shares (pure): a paint is one base colour
// with its darker line and lighter highlight, and `part` draws a filled, outlined and shaded shape.
export interface Paint {
  base: string;
  /** outlines and seams */
  line: string;
  /** a darker shade of the base (inner parts, shadows) */
  dark: string;
  /** a lighter shade of the base (highlights) */
  light: string;
}

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (channels: number[]) =>
  `#${channels
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Mixes `hex` towards `other` by `amount` (0…1). */
export function mix(hex: string, other: string, amount: number): string {
  const [a, b] = [rgb(hex), rgb(other)];
  return toHex(a.map((channel, index) => channel + ((b[index] ?? 0) - channel) * amount));
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function paint(base: string): Paint {
  const bright = luminance(base) > 0.8;
  return {
    base,
    line: mix(base, '#000000', bright ? 0.28 : 0.4),
    dark: mix(base, '#000000', bright ? 0.12 : 0.25),
    light: mix(base, '#ffffff', luminance(base) < 0.15 ? 0.22 : 0.35),
  };
}

/** Fixed colours of things that are not the product's colour. */
export const MATERIAL = {
  steel: '#b9bfc6',
  darkSteel: '#5d636b',
  iron: '#3a3b3d',
  wood: '#b9875a',
  oak: '#c9a06c',
  walnut: '#7a5236',
  glass: '#d9ecf2',
  plastic: '#2b2d31',
  white: '#f6f5f2',
  gold: '#c9a24a',
  leather: '#8a5a3b',
  rubber: '#2a2a2a',
  paper: '#fbf8f1',
  screen: '#1d2733',
  canvas: '#e8dcc4',
} as const;

/** A filled, outlined shape with the shared sheen over it (light from the left). */
export function part(d: string, p: Paint, options: { width?: number; sheen?: boolean } = {}): string {
  const sheen = options.sheen === false ? '' : `<path d="${d}" fill="url(#sheen)"/>`;
  return `<path d="${d}" fill="${p.base}" stroke="${p.line}" stroke-width="${options.width ?? 6}" stroke-linejoin="round"/>${sheen}`;
}

export const line = (d: string, colour: string, width = 5, extra = '') =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;

export const dashed = (d: string, colour: string, width = 3) => line(d, colour, width, ' stroke-dasharray="10 9"');

export const circle = (cx: number, cy: number, r: number, fill: string, stroke = 'none', width = 4) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="${stroke}" stroke-width="${width}"/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, stroke = 'none', width = 4) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" stroke="${stroke}" stroke-width="${width}"/>`;

export const rect = (x: number, y: number, width: number, height: number, radius: number, fill: string, stroke = 'none', strokeWidth = 4) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${fill}" stroke="${stroke}" stroke-width="${strokeWidth}"/>`;

/** A shaded box: rect + sheen. */
export function box(x: number, y: number, width: number, height: number, radius: number, p: Paint, strokeWidth = 6): string {
  return `${rect(x, y, width, height, radius, p.base, p.line, strokeWidth)}<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="url(#sheen)"/>`;
}

/** Buttons down a placket. */
export const buttons = (x: number, from: number, to: number, count: number, colour: string) =>
  Array.from({ length: count }, (_, index) => circle(x, from + ((to - from) * index) / Math.max(1, count - 1), 9, colour)).join('');
