// What a drawing is: SVG markup in a 1000×1000 box (item standing on y≈920, centred on x=500) in
// the given paint, seen from the front or the back, plus the point a close-up zooms in on.
import type { Paint } from './paint.ts';

type Side = 'front' | 'back';

export interface Drawing {
  draw(p: Paint, side: Side): string;
  /** centre of the close-up view, in the 1000×1000 box */
  detail: readonly [number, number];
  /** clothing: the extra view is a hanger shot rather than a table shot */
  garment?: boolean;
  /** lowest y of the drawing, where it touches the floor (default 915) */
  base?: number;
}

export const drawing = (draw: Drawing['draw'], detail: readonly [number, number] = [500, 450], garment = false, base?: number): Drawing => ({
  draw,
  detail,
  garment,
  ...(base === undefined ? {} : { base }),
});
