// docs/product-rules.md §5: a line item quantity must be a positive integer. Typed values are user input: anything
// else is a validation message, never an error page.
const MAX_TYPED_QUANTITY = 100_000;

export type QuantityResult = { ok: true; quantity: number } | { ok: false; value: string };

export function parseQuantity(raw: unknown): QuantityResult {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,6}$/.test(value)) return { ok: false, value: value.slice(0, 20) };
  const quantity = Number(value);
  if (quantity < 1 || quantity > MAX_TYPED_QUANTITY) return { ok: false, value };
  return { ok: true, quantity };
}

/** The quantity a form is submitting, shown before the Store API answers (optimistic UI). */
export function optimisticQuantity(formData: FormData | undefined, current: number): number {
  const parsed = parseQuantity(formData?.get('quantity'));
  return parsed.ok ? parsed.quantity : current;
}
