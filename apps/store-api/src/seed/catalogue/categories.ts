// The demo category tree as the catalogue sees it: every category's id, its ancestors up to the
// root (for product.category_tree) and whether it is a leaf.
import { idFor } from '../../domain/ids.ts';
import { MAIN_CATEGORIES, type CategorySeed } from '../content-data.ts';
import { ROOT_CATEGORY_ID } from '../demo-constants.ts';
import type { PerLocale } from '../translations.ts';

export interface CategoryInfo {
  key: string;
  id: string;
  name: PerLocale<string>;
  /** root, ancestors, the category itself */
  tree: string[];
  /** the root is level 1, as in the category table */
  level: number;
  leaf: boolean;
}

export function categoryIndex(roots: readonly CategorySeed[] = MAIN_CATEGORIES): Map<string, CategoryInfo> {
  const index = new Map<string, CategoryInfo>();
  const walk = (nodes: readonly CategorySeed[], ancestors: string[]) => {
    for (const node of nodes) {
      const id = idFor(`category:${node.key}`);
      const tree = [...ancestors, id];
      index.set(node.key, { key: node.key, id, name: node.name, tree, level: tree.length, leaf: !node.children?.length });
      walk(node.children ?? [], tree);
    }
  };
  walk(roots, [ROOT_CATEGORY_ID]);
  return index;
}
