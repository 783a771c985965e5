// The chosen options of a product line item ("Colour: Navy · Size: L"), read from its `payload.options`.
// Shopware stores `{ group, option }` strings (translated copies under `translated`); the engine keeps
// the property option entity with its group. Both shapes, in cart and order line items alike.

export interface LineItemOption {
  group: string;
  option: string;
}

type Named = { name?: unknown; translated?: { name?: unknown } | null } | null | undefined;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function nameOf(entity: Named): string {
  return text(entity?.translated?.name) || text(entity?.name);
}

function optionOf(raw: unknown): LineItemOption | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const entry = raw as { group?: unknown; option?: unknown; name?: unknown; translated?: Record<string, unknown> | null };
  const translated = entry.translated ?? {};
  const group = text(translated.group) || text(entry.group) || nameOf(entry.group as Named);
  const option = text(translated.option) || text(entry.option) || nameOf(entry as Named);
  return group && option ? { group, option } : null;
}

export function lineItemOptions(payload: unknown): LineItemOption[] {
  const options = typeof payload === 'object' && payload !== null ? (payload as { options?: unknown }).options : undefined;
  if (!Array.isArray(options)) return [];
  return options.map(optionOf).filter((option) => option !== null);
}

/** "Colour: Navy · Size: L" — one line under the product's name. */
export function optionsText(options: readonly LineItemOption[]): string {
  return options.map(({ group, option }) => `${group}: ${option}`).join(' · ');
}
