import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { categoryCmsPageId, categoryIdOf, entryPoints, navigationCategoryId, navigationOf, shownCategory } from './category-resolution.ts';
import { CategoryTree, type CategoryRow } from './category-tree.ts';

const ids = {
  root: '0'.repeat(31) + '1',
  footer: '0'.repeat(31) + '2',
  page: '0'.repeat(31) + '3',
  folder: '0'.repeat(31) + '4',
  link: '0'.repeat(31) + '5',
  inactive: '0'.repeat(31) + '6',
  elsewhere: '0'.repeat(31) + '7',
  below: '0'.repeat(31) + '8',
  unknown: '0'.repeat(31) + '9',
};

const category = (id: string, parent: string | null, changes: Partial<CategoryRow> = {}): CategoryRow => ({
  id,
  parent_id: parent,
  after_category_id: null,
  position: 0,
  level: 0,
  path: null,
  type: 'page',
  active: true,
  visible: true,
  display_nested_products: true,
  product_assignment_type: 'product',
  link_type: null,
  link_new_tab: false,
  cms_page_id: `cms-of-${id}`,
  media_id: null,
  translations: {},
  created_at: new Date(0),
  ...changes,
});

const tree = new CategoryTree([
  category(ids.root, null),
  category(ids.footer, null),
  category(ids.page, ids.root, { position: 1 }),
  category(ids.folder, ids.root, { position: 2, type: 'folder' }),
  category(ids.below, ids.folder),
  category(ids.link, ids.footer, { type: 'link' }),
  category(ids.inactive, ids.root, { position: 3, active: false }),
  category(ids.elsewhere, null),
]);

const channel = { navigation_category_id: ids.root, footer_category_id: ids.footer, service_category_id: null, home_cms_page_id: 'home-layout' };

function notFoundId(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    const problem = error instanceof DomainError ? error.problems[0] : undefined;
    if (problem?.code === 'CONTENT__CATEGORY_NOT_FOUND') return problem.parameters?.id;
    throw error;
  }
  throw new Error('expected CONTENT__CATEGORY_NOT_FOUND');
}

describe('category resolution', () => {
  it('takes the entry points the channel has', () => {
    expect(entryPoints(channel)).toEqual([ids.root, ids.footer]);
  });

  it('resolves navigation aliases to the channel roots, null for a root it lacks', () => {
    expect(navigationCategoryId('main-navigation', channel)).toBe(ids.root);
    expect(navigationCategoryId('footer-navigation', channel)).toBe(ids.footer);
    expect(navigationCategoryId('service-navigation', channel)).toBeNull();
    expect(navigationCategoryId(ids.page, channel)).toBe(ids.page);
    expect(() => navigationCategoryId('not-an-id', channel)).toThrow(DomainError);
    expect(() => navigationCategoryId('constructor', channel)).toThrow(DomainError);
    expect(() => navigationCategoryId('toString', channel)).toThrow(DomainError);
  });

  it('opens the navigation below a known root and names the unknown id', () => {
    expect(navigationOf(tree, ids.root, ids.below, 1).flat.map((node) => node.row.id)).toEqual([ids.page, ids.folder, ids.below]);
    expect(notFoundId(() => navigationOf(tree, ids.unknown, ids.page, 1))).toBe(ids.unknown);
    expect(notFoundId(() => navigationOf(tree, ids.root, ids.unknown, 1))).toBe(ids.unknown);
  });

  it('reads home as the navigation root', () => {
    expect(categoryIdOf('home', channel)).toBe(ids.root);
    expect(categoryIdOf(ids.page, channel)).toBe(ids.page);
  });

  it('shows active pages below an entry point, under the id as asked otherwise', () => {
    expect(shownCategory(tree, ids.page, channel, ids.page).id).toBe(ids.page);
    expect(shownCategory(tree, ids.below, channel, ids.below).id).toBe(ids.below);
    expect(notFoundId(() => shownCategory(tree, ids.folder, channel, ids.folder))).toBe(ids.folder);
    expect(notFoundId(() => shownCategory(tree, ids.link, channel, ids.link))).toBe(ids.link);
    expect(notFoundId(() => shownCategory(tree, ids.inactive, channel, ids.inactive))).toBe(ids.inactive);
    expect(notFoundId(() => shownCategory(tree, ids.elsewhere, channel, ids.elsewhere))).toBe(ids.elsewhere);
    expect(notFoundId(() => shownCategory(tree, ids.root, { ...channel, navigation_category_id: ids.elsewhere }, 'home'))).toBe('home');
  });

  it('gives the home the channel home layout when there is one', () => {
    const root = tree.byId.get(ids.root);
    const page = tree.byId.get(ids.page);
    if (!root || !page) throw new Error('fixture');
    expect(categoryCmsPageId(root, channel)).toBe('home-layout');
    expect(categoryCmsPageId(root, { ...channel, home_cms_page_id: null })).toBe(`cms-of-${ids.root}`);
    expect(categoryCmsPageId(page, channel)).toBe(`cms-of-${ids.page}`);
  });
});
