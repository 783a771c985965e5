import { describe, expect, it } from 'vitest';
import { bestVariant, combinableOptions, findVariant, type VariantInfo } from './variants.ts';

const groups = new Map([
  ['red', 'colour'],
  ['blue', 'colour'],
  ['s', 'size'],
  ['m', 'size'],
]);
const variants: VariantInfo[] = [
  { id: 'red-s', optionIds: ['red', 's'], available: true, cheapestPrice: 20 },
  { id: 'red-m', optionIds: ['red', 'm'], available: false, cheapestPrice: 18 },
  { id: 'blue-m', optionIds: ['blue', 'm'], available: true, cheapestPrice: 22 },
];

describe('variants', () => {
  it('prefers an available variant, then the cheapest', () => {
    expect(bestVariant(variants)?.id).toBe('red-s');
  });

  it('marks options that lead to no available variant', () => {
    expect([...combinableOptions(variants, ['red', 's'], groups)].sort()).toEqual(['red', 's']);
    expect([...combinableOptions(variants, ['blue', 'm'], groups)].sort()).toEqual(['blue', 'm']);
  });

  it('finds the exact combination, or keeps the switched option', () => {
    expect(findVariant(variants, ['blue', 'm'], undefined)?.id).toBe('blue-m');
    expect(findVariant(variants, ['blue', 's'], undefined)).toBeUndefined();
    expect(findVariant(variants, ['blue', 's'], 'blue')?.id).toBe('blue-m');
  });
});
