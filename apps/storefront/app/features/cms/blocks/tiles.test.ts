import type { Schemas } from '../../../lib/store-api/types.ts';
import { describe, expect, it } from 'vitest';
import { groupConsecutive, tilesOf, withoutLinks } from './tiles.ts';

const slot = (name: string) => ({ id: name, slot: name, type: name.endsWith('image') ? 'image' : 'text' }) as Schemas['CmsSlot'];

describe('tilesOf', () => {
  it('pairs each image with its text, left to right, whatever the slot order', () => {
    const block = {
      id: 'b',
      position: 0,
      type: 'image-text-row',
      slots: ['right-text', 'left-image', 'center-image', 'left-text', 'right-image', 'center-text'].map(slot),
    } as Schemas['CmsBlock'];
    expect(tilesOf(block).map((tile) => [tile.image?.slot, tile.text?.slot])).toEqual([
      ['left-image', 'left-text'],
      ['center-image', 'center-text'],
      ['right-image', 'right-text'],
    ]);
  });
});

describe('groupConsecutive', () => {
  it('groups runs of one type and keeps the others in place', () => {
    const blocks = [{ type: 'text' }, { type: 'row' }, { type: 'row' }, { type: 'slider' }, { type: 'row' }];
    expect(groupConsecutive(blocks, 'row')).toEqual([{ type: 'text' }, [{ type: 'row' }, { type: 'row' }], { type: 'slider' }, [{ type: 'row' }]]);
  });
});

describe('withoutLinks', () => {
  it('keeps the label and drops its anchors, so it can sit inside the tile link', () => {
    expect(withoutLinks('<h3><a href="/Clothing/Women/" target="_self">Women</a></h3>')).toBe('<h3>Women</h3>');
    expect(withoutLinks('<p>Plain <A HREF="/x">label</A> &amp; more</p>')).toBe('<p>Plain label &amp; more</p>');
    expect(withoutLinks('<abbr title="x">abbr</abbr>')).toBe('<abbr title="x">abbr</abbr>');
  });
});
