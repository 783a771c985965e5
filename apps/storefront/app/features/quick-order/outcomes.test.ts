import { describe, expect, it } from 'vitest';
import { groupByNumber, parseText } from './order-lines.ts';
import { lineOutcomes, linesToRetype, type KnownProduct } from './outcomes.ts';

const ID_A = 'a'.repeat(32);
const ID_B = 'b'.repeat(32);
const ID_C = 'c'.repeat(32);
const products: KnownProduct[] = [
  { id: ID_A, number: 'AI10001', name: 'Shirt', hasVariants: false },
  { id: ID_B, number: 'AI10002', name: 'Lamp', hasVariants: false },
  { id: ID_C, number: 'AI10003', name: 'Jacket', hasVariants: true },
];

describe('lineOutcomes', () => {
  it('tells each line what became of it, in the order typed', () => {
    const parsed = parseText('ai10001;2\nAI10002;5\nAI10003;1\nXX1;1\nAI10001 x', 'text');
    const outcomes = lineOutcomes(
      groupByNumber(parsed.lines),
      products,
      {
        before: new Map([[ID_B, 1]]),
        after: new Map([
          [ID_A, 2],
          [ID_B, 4],
        ]),
        errors: { [`product-stock-reached${ID_B}`]: { messageKey: 'product-stock-reached', level: 10, parameters: { name: 'Lamp', quantity: 4 } } },
      },
      parsed.unreadable,
    );
    expect(outcomes.map((outcome) => [outcome.ref.position, outcome.status, outcome.message.key, outcome.added])).toEqual([
      [1, 'added', 'quickOrder.added', 2],
      [2, 'adjusted', 'messages.stockOnlyAvailable', 3],
      [3, 'refused', 'quickOrder.problem.variants', 0],
      [4, 'refused', 'quickOrder.problem.unknown', 0],
      [5, 'refused', 'quickOrder.problem.quantity', 0],
    ]);
    expect(linesToRetype(outcomes).text.map((ref) => ref.text)).toEqual(['AI10003;1', 'XX1;1', 'AI10001 x']);
  });

  it('uses the cart’s reason when nothing went in', () => {
    const parsed = parseText('AI10001;1', 'file');
    const [outcome] = lineOutcomes(
      groupByNumber(parsed.lines),
      products,
      {
        before: new Map(),
        after: new Map(),
        errors: [{ key: `product-out-of-stock${ID_A}`, messageKey: 'product-out-of-stock', level: 20, parameters: { name: 'Shirt' } }],
      },
      [],
    );
    expect(outcome).toMatchObject({ status: 'refused', message: { key: 'messages.outOfStock', params: { name: 'Shirt' } } });
  });
});
