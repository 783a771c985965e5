import { describe, expect, it } from 'vitest';
import { CategoryTree, categorySeoPath, slugSegment, type CategoryRow } from './category-tree.ts';

function row(id: string, parent: string | null, position: number, active = true): CategoryRow {
  return {
    id,
    parent_id: parent,
    after_category_id: null,
    position,
    level: 0,
    path: null,
    type: 'page',
    active,
    visible: true,
    display_nested_products: true,
    product_assignment_type: 'product',
    link_type: null,
    link_new_tab: false,
    cms_page_id: null,
    media_id: null,
    translations: {},
    created_at: new Date(0),
  };
}

const tree = new CategoryTree([
  row('root', null, 0),
  row('b', 'root', 2),
  row('a', 'root', 1),
  row('a1', 'a', 1),
  row('a1x', 'a1', 1),
  row('hidden', 'root', 3, false),
]);

describe('CategoryTree', () => {
  it('orders children by position and skips inactive ones in navigation', () => {
    expect(tree.navigation('root', 'root', 1).map((node) => node.row.id)).toEqual(['a', 'b']);
  });

  it('opens the path to the active category beyond the depth', () => {
    const nodes = tree.navigation('root', 'a1', 1);
    expect(nodes[0]?.children.map((node) => node.row.id)).toEqual(['a1']);
    expect(nodes[0]?.children[0]?.children.map((node) => node.row.id)).toEqual(['a1x']);
    expect(nodes[1]?.children).toEqual([]);
  });

  it('gives the lineage from the root', () => {
    expect(tree.lineage('a1x').map((item) => item.id)).toEqual(['root', 'a', 'a1', 'a1x']);
    expect(tree.isDescendantOf('a1x', 'a')).toBe(true);
    expect(tree.isDescendantOf('b', 'a')).toBe(false);
  });
});

describe('SEO paths', () => {
  it('slugs names like Shopware (ASCII, dashes, trailing slash)', () => {
    expect(categorySeoPath(['Home & Living', 'Kitchen'])).toBe('Home-Living/Kitchen/');
    expect(slugSegment('Odzież')).toBe('Odziez');
    expect(slugSegment('Łódź Straße')).toBe('Lodz-Strasse');
  });
});
