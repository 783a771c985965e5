// The variant form's fields: `option` = `groupId:optionId` per current choice, `switch` = the chosen
// one. Pure, so the action's parsing is tested without a request.
import { isShopwareId } from '../../lib/store-api/ids.ts';
export interface VariantChoice {
  productId: string;
  /** groupId → optionId, with the switched group's new option. */
  options: Record<string, string>;
  switchedGroup: string | null;
}

function pair(value: FormDataEntryValue | null): [string, string] | null {
  if (typeof value !== 'string') return null;
  const [group, option] = value.split(':');
  return group && option && isShopwareId(group) && isShopwareId(option) ? [group.toLowerCase(), option.toLowerCase()] : null;
}

export function parseVariantChoice(form: FormData | null): VariantChoice | null {
  const productId = form?.get('productId');
  if (!form || !isShopwareId(productId)) return null;
  const options: Record<string, string> = {};
  for (const value of form.getAll('option').slice(0, 20)) {
    const entry = pair(value);
    if (entry) options[entry[0]] = entry[1];
  }
  const switched = pair(form.get('switch'));
  if (switched) options[switched[0]] = switched[1];
  if (Object.keys(options).length === 0) return null;
  return { productId: productId.toLowerCase(), options, switchedGroup: switched?.[0] ?? null };
}

/** find-variant answers `{foundCombination: {variantId}}` (OAS 6.7) or flat `{variantId}` (SW 6.6). */
export function foundVariantId(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const found = 'foundCombination' in data && typeof data.foundCombination === 'object' && data.foundCombination !== null ? data.foundCombination : data;
  return 'variantId' in found && isShopwareId(found.variantId) ? found.variantId : null;
}
