// The quick order form's target: rows, the "Product numbers" box and a CSV file → the products
// their numbers name (POST /product) → every readable line into the cart in one request
// (the cart feature's addProducts) → what became of each line. The page is answered with the report
// and the lines that did not go in, so nothing typed is lost (no redirect: the report is the page).
import { data, type RouterContextProvider } from 'react-router';
import { getTranslatedProperty } from '@shopware/helpers';
import { readFormData } from '../../lib/http/form.ts';
import { storeApiContext } from '../../lib/request-context.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { throwPageError } from '../../lib/http/error-responses.server.ts';
import { addProducts, rememberCart, readCart } from '../cart/index.server.ts';
import type { Cart } from '../cart/index.ts';
import { combine, groupByNumber, parseRows, parseText, type TypedRow } from './order-lines.ts';
import { lineOutcomes, linesToRetype, productFor, type KnownProduct, type LineOutcome, type OutcomeMessage } from './outcomes.ts';
import { QUICK_ORDER_FIELDS, rowsOfForm } from './form-fields.ts';

/** A spreadsheet of a few hundred lines is a few kB; anything far larger is no order list. */
const MAX_FILE_BYTES = 256 * 1024;

export interface QuickOrderAnswer {
  /** Lines now in the cart (as asked or adjusted). */
  addedLines: number;
  outcomes: LineOutcome[];
  /** What goes back into the form: rows and box lines that were not ordered. */
  rows: TypedRow[];
  text: string;
  /** Lines of the uploaded file were given back in the text box. */
  fileReturned: boolean;
  error?: OutcomeMessage;
}

async function readFile(value: FormDataEntryValue | null): Promise<{ text: string } | { error: OutcomeMessage } | null> {
  if (!(value instanceof File) || (value.size === 0 && value.name === '')) return null;
  if (value.size > MAX_FILE_BYTES) return { error: { key: 'quickOrder.fileTooLarge' } };
  const bytes = new Uint8Array(await value.arrayBuffer());
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    // Older spreadsheet programs save CSV as Windows-1252: product numbers are ASCII either way.
    return { text: new TextDecoder('windows-1252').decode(bytes) };
  }
}

async function findProducts(api: StoreApiClient, numbers: readonly string[]): Promise<KnownProduct[]> {
  if (numbers.length === 0) return [];
  // Shopware on MySQL compares numbers without regard to case, PostgreSQL engines may not: ask for both.
  const asked = [...new Set(numbers.flatMap((number) => [number, number.toUpperCase()]))];
  const { data: answer } = await api.invoke('readProduct post /product', {
    body: {
      filter: [{ type: 'equalsAny', field: 'productNumber', value: asked }],
      limit: asked.length,
      includes: { product: ['id', 'productNumber', 'name', 'translated', 'childCount'] },
    },
  });
  return (answer.elements ?? []).map((product) => ({
    id: product.id,
    number: product.productNumber,
    name: getTranslatedProperty(product, 'name') || product.productNumber,
    hasVariants: (product.childCount ?? 0) > 0,
  }));
}

function quantities(cart: Cart): Map<string, number> {
  const map = new Map<string, number>();
  for (const item of cart.lineItems ?? [])
    if (item.type === 'product' && item.referencedId) map.set(item.referencedId, (map.get(item.referencedId) ?? 0) + (item.quantity ?? 0));
  return map;
}

function answer(body: QuickOrderAnswer, status = 200) {
  return data(body, { status });
}

export async function quickOrderAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readFormData(request);
  const rows = rowsOfForm(form);
  const typedText = typeof form?.get(QUICK_ORDER_FIELDS.text) === 'string' ? String(form?.get(QUICK_ORDER_FIELDS.text)) : '';
  const keepAll = (error: OutcomeMessage, status = 400) => answer({ addedLines: 0, outcomes: [], rows, text: typedText, fileReturned: false, error }, status);
  const file = await readFile(form?.get(QUICK_ORDER_FIELDS.file) ?? null);
  if (file && 'error' in file) return keepAll(file.error);
  const parsed = combine(parseRows(rows), parseText(typedText, 'text'), parseText(file?.text ?? '', 'file'));
  if (parsed.lines.length === 0 && parsed.unreadable.length === 0) return keepAll({ key: 'quickOrder.empty' });

  const { api } = context.get(storeApiContext);
  try {
    const groups = groupByNumber(parsed.lines);
    const products = await findProducts(
      api,
      groups.map((group) => group.number),
    );
    const items = groups
      .map((group) => ({ group, product: productFor(group.number, products) }))
      .filter((entry): entry is { group: typeof entry.group; product: KnownProduct } => entry.product !== undefined && !entry.product.hasVariants)
      .map(({ group, product }) => ({ productId: product.id, quantity: group.quantity }));
    let before = new Map<string, number>();
    let after = new Map<string, number>();
    let errors: unknown = [];
    if (items.length > 0) {
      before = quantities(await readCart(api));
      const cart = await addProducts(api, items);
      rememberCart(context, request, cart);
      after = quantities(cart);
      errors = cart.errors;
    }
    const outcomes = lineOutcomes(groups, products, { before, after, errors }, parsed.unreadable);
    const retype = linesToRetype(outcomes);
    const rowBack = retype.rows.map((ref) => rows[ref.position - 1] ?? { number: '', quantity: '' });
    return answer({
      addedLines: outcomes.filter((outcome) => outcome.status !== 'refused').length,
      outcomes,
      rows: rowBack,
      text: retype.text.map((ref) => ref.text).join('\n'),
      fileReturned: retype.text.some((ref) => ref.origin === 'file'),
    });
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (!failure || failure.status >= 500) {
      if (failure?.status === 503) throwPageError(error);
      console.error('[storefront] Quick order failed:', failure?.status ?? (error instanceof Error ? error.message : error));
      return keepAll({ key: 'quickOrder.failed' }, 502);
    }
    return keepAll({ key: 'quickOrder.failed' });
  }
}
