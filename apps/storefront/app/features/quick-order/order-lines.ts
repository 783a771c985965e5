// Quick order input → order lines. Shoppers type rows, paste from a spreadsheet or a text file
// (`AI10033;2`, `AI10033 2`, `AI10033,2`, tab-separated) or upload a CSV (a header line is
// allowed). Pure: the action reads the form, this decides what each line asks for, and which lines
// cannot be read (they go back to the shopper with a message, so nothing typed is lost).
// Fields are read by csv-parse (ADR 0057): quoted fields may hold separators (`"A,1";2`) and quotes.
// Only the action runs this (csv-parse is no browser code): the page takes its limits from form-fields.ts.
import { CsvError, parse } from 'csv-parse/sync';
import { parseQuantity } from '../cart/index.ts';
import { MAX_LINES } from './form-fields.ts';

/** Where a line came from: a row of the form, a line of the text box or of the uploaded file. */
type LineOrigin = 'row' | 'text' | 'file';

export interface LineRef {
  origin: LineOrigin;
  /** 1-based row or line number, as the shopper counts them. */
  position: number;
  /** The line as typed (trimmed), to give it back when it is not ordered. */
  text: string;
}

export interface OrderLine extends LineRef {
  number: string;
  quantity: number;
}

type LineProblem = 'quantity' | 'number' | 'tooMany';

export interface UnreadableLine extends LineRef {
  problem: LineProblem;
}

export interface ParsedLines {
  lines: OrderLine[];
  unreadable: UnreadableLine[];
}

/** Shopware's product numbers are at most 64 characters. */
const MAX_NUMBER_LENGTH = 64;

/** Spreadsheets separate by tab, European CSV by `;`, others by `,`; typed lists by spaces. */
const SEPARATORS = ['\t', ';', ','] as const;

function fieldsBy(line: string, delimiter: (typeof SEPARATORS)[number] | ' '): string[] | undefined {
  try {
    const [record = []] = parse(line, { delimiter, trim: true, relax_column_count: true, relax_quotes: true });
    return record.map((field) => field.trim());
  } catch (error) {
    if (error instanceof CsvError) return undefined;
    throw error;
  }
}

/**
 * The fields of one line, by the first separator that splits it outside quotes; a line no separator
 * splits is a typed list (spaces). Undefined: a line no CSV reading makes sense of (an unclosed quote).
 */
function fieldsOf(line: string): string[] | undefined {
  for (const separator of SEPARATORS) {
    const fields = fieldsBy(line, separator);
    if (fields && fields.length > 1) return fields;
  }
  return fieldsBy(line, ' ')?.filter((field) => field !== '');
}

/**
 * A first line like `Product number;Quantity` names the columns: two fields without a digit (product
 * numbers and quantities have digits, so a mistyped first line is never skipped unseen).
 */
function isHeader(fields: readonly string[]): boolean {
  return fields.length >= 2 && fields.slice(0, 2).every((field) => field !== '' && !/\d/.test(field));
}

function readLine(ref: LineRef, fields: readonly string[]): OrderLine | UnreadableLine {
  const number = fields[0] ?? '';
  if (number === '' || number.length > MAX_NUMBER_LENGTH || /\s/.test(number)) return { ...ref, problem: 'number' };
  const typed = fields[1] ?? '';
  if (typed === '') return { ...ref, number, quantity: 1 };
  const quantity = parseQuantity(typed);
  return quantity.ok ? { ...ref, number, quantity: quantity.quantity } : { ...ref, problem: 'quantity' };
}

function isOrderLine(line: OrderLine | UnreadableLine): line is OrderLine {
  return 'number' in line;
}

/** Lines of the text box or of a file; empty lines are skipped, a header is allowed first. */
export function parseText(text: string, origin: 'text' | 'file'): ParsedLines {
  const result: ParsedLines = { lines: [], unreadable: [] };
  let first = true;
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const trimmed = raw.trim();
      if (trimmed === '') return;
      const fields = fieldsOf(trimmed) ?? [];
      if (first && isHeader(fields)) {
        first = false;
        return;
      }
      first = false;
      const line = readLine({ origin, position: index + 1, text: trimmed }, fields);
      if (isOrderLine(line)) result.lines.push(line);
      else result.unreadable.push(line);
    });
  return result;
}

export interface TypedRow {
  number: string;
  quantity: string;
}

/** The form's rows; empty rows are skipped, a row without a quantity orders one. */
export function parseRows(rows: readonly TypedRow[]): ParsedLines {
  const result: ParsedLines = { lines: [], unreadable: [] };
  rows.forEach((row, index) => {
    const number = row.number.trim();
    const quantity = row.quantity.trim();
    if (number === '') return;
    const line = readLine({ origin: 'row', position: index + 1, text: quantity ? `${number};${quantity}` : number }, [number, quantity]);
    if (isOrderLine(line)) result.lines.push(line);
    else result.unreadable.push(line);
  });
  return result;
}

/** All sources together, in the order of the form; lines beyond MAX_LINES are kept back unread. */
export function combine(...parts: readonly ParsedLines[]): ParsedLines {
  const lines = parts.flatMap((part) => part.lines);
  const unreadable = parts.flatMap((part) => part.unreadable);
  const tooMany = lines.slice(MAX_LINES).map(({ origin, position, text }): UnreadableLine => ({ origin, position, text, problem: 'tooMany' }));
  return { lines: lines.slice(0, MAX_LINES), unreadable: [...unreadable, ...tooMany] };
}

export interface CartRequestLine {
  /** The product number as the shop knows it. */
  number: string;
  quantity: number;
  lines: OrderLine[];
}

/**
 * One cart line per product: the same number on several lines (any case) adds up, since a cart
 * request holding one product twice would be refused.
 */
export function groupByNumber(lines: readonly OrderLine[]): CartRequestLine[] {
  const byNumber = new Map<string, CartRequestLine>();
  for (const line of lines) {
    const key = line.number.toLowerCase();
    const entry = byNumber.get(key);
    if (entry) {
      entry.quantity += line.quantity;
      entry.lines.push(line);
    } else byNumber.set(key, { number: line.number, quantity: line.quantity, lines: [line] });
  }
  return [...byNumber.values()];
}
