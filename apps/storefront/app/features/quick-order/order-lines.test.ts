import { describe, expect, it } from 'vitest';
import { MAX_LINES } from './form-fields.ts';
import { combine, groupByNumber, parseRows, parseText } from './order-lines.ts';

describe('parseText', () => {
  it('reads every separator a spreadsheet or a typed list uses', () => {
    const { lines, unreadable } = parseText('AI10033;2\nAI10034 3\nAI10035,4\nAI10036\t5\n"AI10037";"6"\nAI10038', 'text');
    expect(unreadable).toEqual([]);
    expect(lines.map(({ number, quantity }) => [number, quantity])).toEqual([
      ['AI10033', 2],
      ['AI10034', 3],
      ['AI10035', 4],
      ['AI10036', 5],
      ['AI10037', 6],
      ['AI10038', 1],
    ]);
  });

  it('skips a header line, empty lines, a byte order mark and Windows line ends', () => {
    const { lines, unreadable } = parseText('\uFEFFProduct number;Quantity\r\n\r\nAI10033;2\r\n', 'file');
    expect(unreadable).toEqual([]);
    expect(lines).toEqual([{ origin: 'file', position: 3, text: 'AI10033;2', number: 'AI10033', quantity: 2 }]);
  });

  it('reads a CSV saved by Excel: byte order mark, semicolons, quoted fields holding separators and quotes, CRLF', () => {
    const excel = '\uFEFF"Product number";"Quantity";"Note"\r\n"AI,10033";2;"for the shop, ""front"""\r\n"AI;10034";"3"\r\nAI10035;1;\r\n';
    const { lines, unreadable } = parseText(excel, 'file');
    expect(unreadable).toEqual([]);
    expect(lines.map(({ position, number, quantity }) => [position, number, quantity])).toEqual([
      [2, 'AI,10033', 2],
      [3, 'AI;10034', 3],
      [4, 'AI10035', 1],
    ]);
    // What goes back to the shopper is the line as it was in the file.
    expect(lines[0]?.text).toBe('"AI,10033";2;"for the shop, ""front"""');
  });

  it('splits a line by the first separator outside quotes, as typed or pasted', () => {
    expect(parseText('"A,1";2\n"B;1",3\n"C;1"\t4', 'text').lines.map(({ number, quantity }) => [number, quantity])).toEqual([
      ['A,1', 2],
      ['B;1', 3],
      ['C;1', 4],
    ]);
  });

  it('names a line no CSV reading makes sense of instead of guessing', () => {
    // An unclosed quote, and a decimal comma behind a tab (never read as the quantity 2).
    expect(parseText('"AI10033;2\nAI10034\t2,5', 'text').unreadable.map(({ position, problem }) => [position, problem])).toEqual([
      [1, 'number'],
      [2, 'quantity'],
    ]);
  });

  it('never takes a mistyped first line for a header', () => {
    const { lines, unreadable } = parseText('AI10033 two\nAI10034 1', 'text');
    expect(unreadable).toEqual([{ origin: 'text', position: 1, text: 'AI10033 two', problem: 'quantity' }]);
    expect(lines).toHaveLength(1);
  });

  it('names lines whose quantity is no positive whole number', () => {
    const { unreadable } = parseText('AI10033;0\nAI10034;-1\nAI10035;1.5\nAI10036;x', 'text');
    expect(unreadable.map((line) => [line.position, line.problem])).toEqual([
      [1, 'quantity'],
      [2, 'quantity'],
      [3, 'quantity'],
      [4, 'quantity'],
    ]);
  });

  it('names a product number too long for Shopware', () => {
    expect(parseText(`${'A'.repeat(65)};1`, 'text').unreadable[0]?.problem).toBe('number');
  });
});

describe('parseRows', () => {
  it('skips empty rows and orders one when no quantity is typed', () => {
    const { lines, unreadable } = parseRows([
      { number: ' AI10033 ', quantity: '' },
      { number: '', quantity: '' },
      { number: 'AI10034', quantity: 'x' },
    ]);
    expect(lines).toEqual([{ origin: 'row', position: 1, text: 'AI10033', number: 'AI10033', quantity: 1 }]);
    expect(unreadable).toEqual([{ origin: 'row', position: 3, text: 'AI10034;x', problem: 'quantity' }]);
  });
});

describe('combine and groupByNumber', () => {
  it('keeps lines beyond the limit back instead of dropping them', () => {
    const text = Array.from({ length: MAX_LINES + 2 }, (_, index) => `AI${10001 + index};1`).join('\n');
    const { lines, unreadable } = combine(parseText(text, 'text'));
    expect(lines).toHaveLength(MAX_LINES);
    expect(unreadable.map((line) => [line.position, line.problem])).toEqual([
      [MAX_LINES + 1, 'tooMany'],
      [MAX_LINES + 2, 'tooMany'],
    ]);
  });

  it('adds up the same product number on several lines, whatever its case', () => {
    const { lines } = combine(parseRows([{ number: 'AI10033', quantity: '2' }]), parseText('ai10033;3\nAI10034', 'text'));
    expect(groupByNumber(lines).map(({ number, quantity, lines }) => [number, quantity, lines.length])).toEqual([
      ['AI10033', 5, 2],
      ['AI10034', 1, 1],
    ]);
  });
});
