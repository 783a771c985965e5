// Variant logic (pure): which variant a parent id shows, which configurator options still lead
// to an available variant, and which variant a chosen option combination means.
export interface VariantInfo {
  id: string;
  optionIds: readonly string[];
  available: boolean;
  cheapestPrice: number;
}

/** Shopware's "best variant" for a parent id: an available one first, then the cheapest. */
export function bestVariant(variants: readonly VariantInfo[]): VariantInfo | undefined {
  return [...variants].sort((a, b) => Number(b.available) - Number(a.available) || a.cheapestPrice - b.cheapestPrice || a.id.localeCompare(b.id))[0];
}

/**
 * An option is combinable when some available variant has it together with the current
 * variant's options of every other group.
 */
export function combinableOptions(variants: readonly VariantInfo[], current: readonly string[], groupOf: ReadonlyMap<string, string>): Set<string> {
  const result = new Set<string>();
  for (const variant of variants) {
    if (!variant.available) continue;
    for (const optionId of variant.optionIds) {
      const group = groupOf.get(optionId);
      const others = current.filter((id) => groupOf.get(id) !== group);
      if (others.every((id) => variant.optionIds.includes(id))) result.add(optionId);
    }
  }
  return result;
}

/**
 * The variant for the chosen options: an exact match, else (when a group was just switched)
 * the variant that keeps the switched option and as many other choices as possible.
 */
export function findVariant(variants: readonly VariantInfo[], chosen: readonly string[], switchedOption: string | undefined): VariantInfo | undefined {
  const exact = variants.find((variant) => chosen.every((id) => variant.optionIds.includes(id)));
  if (exact) return exact;
  if (!switchedOption) return undefined;
  const candidates = variants.filter((variant) => variant.optionIds.includes(switchedOption));
  const score = (variant: VariantInfo) => chosen.filter((id) => variant.optionIds.includes(id)).length;
  return [...candidates].sort((a, b) => Number(b.available) - Number(a.available) || score(b) - score(a) || a.id.localeCompare(b.id))[0];
}
