// Pure category-tree logic: breadcrumbs, navigation trees and child counts over loaded rows.
import type { Translations } from '../translation.ts';

export interface CategoryRow {
  id: string;
  parent_id: string | null;
  after_category_id: string | null;
  position: number;
  level: number;
  path: string | null;
  type: string;
  active: boolean;
  visible: boolean;
  display_nested_products: boolean;
  product_assignment_type: string;
  link_type: string | null;
  link_new_tab: boolean;
  cms_page_id: string | null;
  media_id: string | null;
  translations: Translations;
  created_at: Date | string;
}

export class CategoryTree {
  readonly byId: ReadonlyMap<string, CategoryRow>;
  private readonly children = new Map<string, CategoryRow[]>();

  constructor(rows: readonly CategoryRow[]) {
    this.byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      if (!row.parent_id) continue;
      const list = this.children.get(row.parent_id) ?? [];
      list.push(row);
      this.children.set(row.parent_id, list);
    }
    for (const list of this.children.values()) list.sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
  }

  childrenOf(id: string): CategoryRow[] {
    return this.children.get(id) ?? [];
  }

  /** Ancestors from the tree root down to (and including) the category. */
  lineage(id: string): CategoryRow[] {
    const result: CategoryRow[] = [];
    let current = this.byId.get(id);
    while (current) {
      result.unshift(current);
      current = current.parent_id ? this.byId.get(current.parent_id) : undefined;
    }
    return result;
  }

  isDescendantOf(id: string, ancestorId: string): boolean {
    return this.lineage(id).some((row) => row.id === ancestorId);
  }

  /**
   * The navigation tree below `rootId`: `depth` levels, plus the ancestors' siblings and children
   * on the way to the active category (Shopware's NavigationRoute). Only active categories.
   */
  navigation(rootId: string, activeId: string, depth: number): NavigationNode[] {
    const activePath = new Set(this.lineage(activeId).map((row) => row.id));
    const build = (parentId: string, level: number): NavigationNode[] =>
      this.childrenOf(parentId)
        .filter((row) => row.active)
        .map((row) => ({
          row,
          children: level < depth || activePath.has(row.id) ? build(row.id, level + 1) : [],
        }));
    return build(rootId, 1);
  }
}

export interface NavigationNode {
  row: CategoryRow;
  children: NavigationNode[];
}

/** Shopware's seoPathInfo for a category: breadcrumb below the entry point, slugged, trailing slash. */
export function categorySeoPath(namesBelowEntryPoint: readonly string[]): string {
  return `${namesBelowEntryPoint.map(slugSegment).join('/')}/`;
}

const TRANSLITERATION: Record<string, string> = { ł: 'l', Ł: 'L', ß: 'ss', æ: 'ae', Æ: 'AE', ø: 'o', Ø: 'O', '&': '' };

export function slugSegment(name: string): string {
  return name
    .replace(/[łŁßæÆøØ&]/g, (char) => TRANSLITERATION[char] ?? char)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
