// /product/{id}: the product (a parent id shows its best variant) with its configurator, and
// /product/{id}/find-variant.
import { sqlArray, type Queryable } from '../../../db/database.ts';
import { domainError, errors } from '../../errors.ts';
import type { CatalogContext } from './catalog-context.ts';
import { loadProductRows, loadProducts } from './product-loader.ts';
import { isAvailable } from './product-serializer.ts';
import { VISIBILITY } from './product-listing.ts';
import type { ProductRow, PropertyGroupRow, PropertyOptionRow } from './rows.ts';
import { serializePropertyGroup, serializePropertyOption } from './serializers.ts';
import { bestVariant, combinableOptions, findVariant, type VariantInfo } from './variants.ts';

/** The product's row when it is active (reviews, cross-selling), else CONTENT__PRODUCT_NOT_FOUND. */
export async function activeProductRow(db: Queryable, id: string): Promise<ProductRow> {
  const row = (await loadProductRows(db, [id])).get(id);
  if (!row || !row.active) throw errors.productNotFound(id);
  return row;
}

function visible(row: ProductRow | undefined, minVisibility: number): row is ProductRow {
  return Boolean(row && row.active && row.visibility >= minVisibility);
}

async function variantsOf(db: Queryable, parentId: string): Promise<Array<VariantInfo & { row: ProductRow }>> {
  const rows = await db.query<ProductRow>('SELECT * FROM product WHERE parent_id = $1 AND active', [parentId]);
  return rows.map((row) => ({ id: row.id, optionIds: row.option_ids, available: isAvailable(row), cheapestPrice: Number(row.cheapest_price), row }));
}

export async function productDetail(db: Queryable, id: string, cc: CatalogContext) {
  const row = (await loadProductRows(db, [id])).get(id);
  const parent = row?.parent_id ? (await loadProductRows(db, [row.parent_id])).get(row.parent_id) : undefined;
  if (!visible(row, VISIBILITY.link) || (parent && !visible(parent, VISIBILITY.link))) throw errors.productNotFound(id);
  const parentId = row.parent_id ?? row.id;
  const variants = await variantsOf(db, parentId);
  const shownId = row.parent_id || variants.length === 0 ? row.id : (bestVariant(variants)?.id ?? row.id);
  const [product] = await loadProducts(db, [shownId], cc);
  if (!product) throw errors.productNotFound(id);
  const configurator = variants.length > 0 ? await configuratorOf(db, parentId, variants, product.optionIds, cc) : null;
  return { product, configurator, apiAlias: 'product_detail' };
}

async function configuratorOf(db: Queryable, parentId: string, variants: VariantInfo[], current: readonly string[], cc: CatalogContext) {
  const options = await db.query<PropertyOptionRow & { setting_position: number }>(
    `SELECT o.*, s.position AS setting_position FROM product_configurator_setting s JOIN property_group_option o ON o.id = s.option_id
      WHERE s.product_id = $1 ORDER BY s.position, o.position, o.id`,
    [parentId],
  );
  const groupIds = [...new Set(options.map((option) => option.group_id))];
  const groups = groupIds.length
    ? await db.query<PropertyGroupRow>(`SELECT * FROM property_group WHERE id = ANY($1::text[]) ORDER BY position, id`, [groupIds])
    : [];
  const groupOf = new Map(options.map((option) => [option.id, option.group_id]));
  const combinable = combinableOptions(variants, current, groupOf);
  return groups.map((group) =>
    serializePropertyGroup(
      group,
      cc.chain,
      options
        .filter((option) => option.group_id === group.id)
        .map((option) => ({ ...serializePropertyOption(option, group, cc.chain), combinable: combinable.has(option.id) })),
    ),
  );
}

/** Options arrive as a list of ids or as a {groupId: optionId} map. */
function parseOptions(value: unknown): string[] | undefined {
  if (Array.isArray(value)) return value.every((id) => typeof id === 'string') ? (value as string[]) : undefined;
  if (typeof value === 'object' && value !== null) {
    const ids = Object.values(value as Record<string, unknown>);
    return ids.every((id) => typeof id === 'string') ? (ids as string[]) : undefined;
  }
  return undefined;
}

export async function findProductVariant(db: Queryable, productId: string, payload: Record<string, unknown>) {
  const chosen = parseOptions(payload.options);
  if (!chosen) throw domainError(400, 'PRODUCT_INVALID_OPTIONS_PARAMETER', 'The parameter options is invalid.');
  const row = (await loadProductRows(db, [productId])).get(productId);
  if (!visible(row, VISIBILITY.link)) throw errors.productNotFound(productId);
  const variants = await variantsOf(db, row.parent_id ?? row.id);
  let switchedOption: string | undefined;
  if (typeof payload.switchedGroup === 'string' && payload.switchedGroup !== '') {
    const [option] = await db.query<{ id: string }>('SELECT id FROM property_group_option WHERE group_id = $1 AND id = ANY($2::text[]) LIMIT 1', [
      payload.switchedGroup,
      sqlArray(chosen),
    ]);
    switchedOption = option?.id;
  }
  const found = findVariant(variants, chosen, switchedOption);
  if (!found)
    throw domainError(404, 'CONTENT__PRODUCT_VARIANT_NOT_FOUND', `Variant for productId ${productId} with options ${JSON.stringify(chosen)} not found.`, {
      productId,
      options: JSON.stringify(chosen),
    });
  return { foundCombination: { variantId: found.id, options: found.optionIds }, apiAlias: 'find_product_variant_route_response' };
}
