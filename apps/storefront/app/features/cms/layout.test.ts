import type { Schemas } from '../../lib/store-api/types.ts';
import { describe, expect, it } from 'vitest';
import { categoryFixture } from '../../../test/fixtures.ts';
import { blockColumns, isBoxed, layoutAttributes, orderedSlots } from './layout.ts';

const section = (overrides: Partial<Schemas['CmsSection']>) =>
  ({ id: 's', apiAlias: 'cms_section', type: 'default', position: 0, pageId: 'p', blocks: [], ...overrides }) as Schemas['CmsSection'];

describe('CMS layout rules', () => {
  it('hides sections per device with the visibility flags', () => {
    const { className } = layoutAttributes(section({ visibility: { mobile: false, tablet: true, desktop: false }, cssClass: 'promo' }));
    expect(className.split(' ').sort()).toEqual(['lg:hidden', 'max-md:hidden', 'promo']);
  });

  it('applies margins and background colour', () => {
    const block = { ...section({}), apiAlias: 'cms_block', marginTop: '20px', marginLeft: '5%', backgroundColor: '#eee' } as unknown as Schemas['CmsBlock'];
    expect(layoutAttributes(block).style).toEqual({ '--cms-mt': '20px', '--cms-ml': '5%', backgroundColor: '#eee' });
    // Applied from md up only: on phones the page's own gutter and gaps count.
    expect(layoutAttributes(block).className.split(' ')).toEqual(expect.arrayContaining(['md:mt-(--cms-mt)', 'md:ml-(--cms-ml)']));
    expect(layoutAttributes(block).className).not.toContain('--cms-mb');
  });

  it('knows boxed and full-width sections', () => {
    expect(isBoxed(section({ sizingMode: 'boxed' }))).toBe(true);
    expect(isBoxed(section({ sizingMode: 'full_width' }))).toBe(false);
  });

  it('orders the slots of the real image-simple-grid block by reading order', () => {
    const block = categoryFixture.cmsPage?.sections[0]?.blocks[0];
    if (!block) throw new Error('fixture has no block');
    expect(orderedSlots(block).map((slot) => slot.slot)).toEqual(['left-top', 'left-bottom', 'right']);
    expect(blockColumns(block)).toBe(3);
  });
});
