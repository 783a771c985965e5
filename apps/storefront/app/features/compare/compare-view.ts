// The comparison table's data: one column per product (the card's picture, name, price, rating and
// availability, plus manufacturer and the values of each property group), one row per property
// group any of them has. "Only differences" keeps the rows whose values are not all the same.
import type { Schemas } from '../../lib/store-api/types.ts';
import { getTranslatedProperty } from '@shopware/helpers';
import { toProductCard, type ProductCardView, type ViewContext } from '../product-data/index.ts';

export interface CompareProduct extends ProductCardView {
  manufacturer: string;
  /** Property group id → its option names of this product, joined. */
  properties: Record<string, string>;
}

interface CompareRow {
  id: string;
  name: string;
}

export interface CompareView {
  products: CompareProduct[];
  /** Property groups of any of the products, in the shop's order. */
  groups: CompareRow[];
}

type Product = Schemas['Product'];

function compareProduct(product: Product, view: ViewContext): CompareProduct {
  const byGroup = new Map<string, string[]>();
  for (const option of product.properties ?? []) {
    if (!option.groupId) continue;
    byGroup.set(option.groupId, [...(byGroup.get(option.groupId) ?? []), getTranslatedProperty(option, 'name')]);
  }
  return {
    ...toProductCard(product, view),
    manufacturer: getTranslatedProperty(product.manufacturer, 'name'),
    properties: Object.fromEntries([...byGroup].map(([group, names]) => [group, names.filter(Boolean).sort().join(', ')])),
  };
}

/** The products in the order of `ids` (the shopper's), their property groups by position, then name. */
export function compareView(ids: readonly string[], products: readonly Product[], view: ViewContext): CompareView {
  const byId = new Map(products.map((product) => [product.id, product]));
  const ordered = ids.map((id) => byId.get(id)).filter((product): product is Product => product !== undefined);
  const groups = new Map<string, { name: string; position: number }>();
  for (const product of ordered)
    for (const option of product.properties ?? [])
      if (option.groupId && option.group && !groups.has(option.groupId))
        groups.set(option.groupId, { name: getTranslatedProperty(option.group, 'name'), position: option.group.position ?? 0 });
  return {
    products: ordered.map((product) => compareProduct(product, view)),
    groups: [...groups].sort(([, a], [, b]) => a.position - b.position || a.name.localeCompare(b.name)).map(([id, group]) => ({ id, name: group.name })),
  };
}

/** A row's values across the products differ (a missing value counts as one). */
export function differs(values: readonly string[]): boolean {
  return new Set(values).size > 1;
}
