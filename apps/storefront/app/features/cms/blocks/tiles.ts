// Pure: an `image-text-row` block → its tiles (left, center, right), each an image slot with its text.
import type { Schemas } from '../../../lib/store-api/types.ts';

export interface Tile {
  key: string;
  image: Schemas['CmsSlot'] | undefined;
  text: Schemas['CmsSlot'] | undefined;
}

const POSITIONS = ['left', 'center', 'right'] as const;

export function tilesOf(block: Schemas['CmsBlock']): Tile[] {
  const slots = block.slots ?? [];
  const find = (name: string) => slots.find((slot) => slot.slot === name);
  return POSITIONS.map((position) => ({
    key: `${block.id || block.position}-${position}`,
    image: find(`${position}-image`),
    text: find(`${position}-text`),
  })).filter((tile) => tile.image || tile.text);
}

/** Groups consecutive blocks of `type` so they render as one unit (one tile grid for several rows). */
export function groupConsecutive<T extends { type: string }>(blocks: readonly T[], type: string): (T | T[])[] {
  const result: (T | T[])[] = [];
  for (const block of blocks) {
    const last = result[result.length - 1];
    if (block.type === type && Array.isArray(last)) last.push(block);
    else result.push(block.type === type ? [block] : block);
  }
  return result;
}

/**
 * A tile's label without its own links: the whole tile is the link, and an `<a>` inside an `<a>` is
 * split apart by the HTML parser (the tile link loses its name until React re-renders it).
 */
export function withoutLinks(html: string): string {
  return html.replace(/<\/?a\b[^>]*>/gi, '');
}
