import { describe, expect, it } from 'vitest';
import { optimisticQuantity, parseQuantity } from './quantity.ts';

describe('line item quantity (docs/product-rules.md §5: a positive integer)', () => {
  it('accepts positive integers, with surrounding spaces', () => {
    expect(parseQuantity('3')).toEqual({ ok: true, quantity: 3 });
    expect(parseQuantity(' 12 ')).toEqual({ ok: true, quantity: 12 });
  });

  it('refuses everything else and hands the typed value back', () => {
    for (const raw of ['0', '-1', '1.5', '2e3', 'abc', '', '1000000000'])
      expect(parseQuantity(raw), raw).toEqual({ ok: false, value: raw.trim().slice(0, 20) });
    expect(parseQuantity(null)).toEqual({ ok: false, value: '' });
    expect(parseQuantity(undefined)).toEqual({ ok: false, value: '' });
  });
});

describe('optimistic quantity', () => {
  const form = (quantity: string) => {
    const data = new FormData();
    data.set('quantity', quantity);
    return data;
  };

  it('shows the submitted quantity while it is on its way, the current one otherwise', () => {
    expect(optimisticQuantity(form('4'), 2)).toBe(4);
    expect(optimisticQuantity(form('1.5'), 2)).toBe(2);
    expect(optimisticQuantity(undefined, 2)).toBe(2);
  });
});
