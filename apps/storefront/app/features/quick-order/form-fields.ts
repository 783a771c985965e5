// The quick order form's field names and limits, shared by the form and its action.
import type { TypedRow } from './order-lines.ts';

export const QUICK_ORDER_FIELDS = { number: 'number', quantity: 'quantity', text: 'lines', file: 'file' } as const;

/** Lines per submission: one cart request stays small, a whole order sheet still fits. */
export const MAX_LINES = 100;
/** Rows shown when nothing was typed yet; JavaScript adds more on demand. */
export const EMPTY_ROWS = 5;
/** Rows a form may send: more are ignored (the box takes long lists). */
const MAX_ROWS = 100;

/** The rows of a posted form: `number` and `quantity` fields pair up in order. */
export function rowsOfForm(form: FormData | null): TypedRow[] {
  const text = (value: FormDataEntryValue) => (typeof value === 'string' ? value.slice(0, 200) : '');
  const numbers = (form?.getAll(QUICK_ORDER_FIELDS.number) ?? []).slice(0, MAX_ROWS).map(text);
  const quantities = (form?.getAll(QUICK_ORDER_FIELDS.quantity) ?? []).map(text);
  return numbers.map((number, index) => ({ number, quantity: quantities[index] ?? '' }));
}
