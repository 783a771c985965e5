// Quick add (ADR 0029): the view the dialog renders and the pure variant choice inside it.
// The dialog knows every variant of the product with its options, so choosing a colour or a size
// is instant; an option that has no variant with the other choices leads to the closest variant,
// as Shopware's find-variant does with `switchedGroup`.
import type { ConfiguratorGroupView, ProductDetailView, ImageView, PriceView } from '../product-data/index.ts';

export interface QuickAddVariant {
  id: string;
  name: string;
  optionIds: string[];
  href: string;
  image: ImageView | null;
  price: PriceView;
  stock: ProductDetailView['stock'];
  quantity: { min: number; step: number; max: number };
}

export interface QuickAddView {
  id: string;
  name: string;
  href: string;
  /** The configurator's groups; `selected` is not used (the dialog keeps its own choice). */
  groups: ConfiguratorGroupView[];
  variants: QuickAddVariant[];
}

/** groupId → optionId. */
export type Selection = Readonly<Record<string, string>>;

function groupOf(groups: readonly ConfiguratorGroupView[], optionId: string): string | undefined {
  return groups.find((group) => group.options.some((option) => option.id === optionId))?.id;
}

export function selectionOf(groups: readonly ConfiguratorGroupView[], variant: QuickAddVariant): Selection {
  const selection: Record<string, string> = {};
  for (const optionId of variant.optionIds) {
    const group = groupOf(groups, optionId);
    if (group) selection[group] = optionId;
  }
  return selection;
}

const matches = (variant: QuickAddVariant, selection: Selection) => Object.values(selection).every((optionId) => variant.optionIds.includes(optionId));
const inStock = (variant: QuickAddVariant) => variant.stock.available;

export function variantOf(variants: readonly QuickAddVariant[], selection: Selection): QuickAddVariant | null {
  return variants.find((variant) => matches(variant, selection)) ?? null;
}

/** The first variant to show: the one of the colour chosen on the card (its swatch's link) when given, else one that can be bought. */
export function initialVariant(variants: readonly QuickAddVariant[], preferredHref: string | null): QuickAddVariant | null {
  return variants.find((variant) => variant.href === preferredHref) ?? variants.find(inStock) ?? variants[0] ?? null;
}

/** The selection after choosing `optionId` in `groupId`: exact when that variant exists, else the closest one with the chosen option. */
export function switchOption(
  groups: readonly ConfiguratorGroupView[],
  variants: readonly QuickAddVariant[],
  selection: Selection,
  groupId: string,
  optionId: string,
): Selection {
  const wanted = { ...selection, [groupId]: optionId };
  if (variantOf(variants, wanted)) return wanted;
  const score = (variant: QuickAddVariant) => Object.values(wanted).filter((id) => variant.optionIds.includes(id)).length * 2 + (inStock(variant) ? 1 : 0);
  const closest = variants.filter((variant) => variant.optionIds.includes(optionId)).sort((a, b) => score(b) - score(a))[0];
  return closest ? selectionOf(groups, closest) : wanted;
}

/** Whether `optionId` has a variant together with the current choices of the other groups (else it is marked). */
export function combinable(variants: readonly QuickAddVariant[], selection: Selection, groupId: string, optionId: string): boolean {
  return variants.some((variant) => matches(variant, { ...selection, [groupId]: optionId }));
}
