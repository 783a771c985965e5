import { describe, expect, it } from 'vitest';
import { fromMinor, multiply, taxFromGross, taxFromNet, toMinor } from './money.ts';

describe('money', () => {
  it('parses decimal strings exactly and rounds half away from zero', () => {
    expect(toMinor('19.99')).toBe(1999);
    expect(toMinor('0.1')).toBe(10);
    expect(toMinor('2.675')).toBe(268);
    expect(toMinor('-1.005')).toBe(-101);
    expect(toMinor('7')).toBe(700);
    expect(fromMinor(1999)).toBe(19.99);
  });

  it('multiplies by decimal factors without float drift', () => {
    expect(multiply(1999, '4.3')).toBe(8596); // 85.957 → 85.96
    expect(multiply(1000, 0.86)).toBe(860);
    expect(multiply(1, '0.5')).toBe(1);
  });

  it('computes taxes from gross and net amounts', () => {
    expect(taxFromGross(1999, 19)).toBe(319); // 19.99 − 16.80
    expect(taxFromGross(1445, 7)).toBe(95);
    expect(taxFromNet(1680, 19)).toBe(319);
    expect(taxFromGross(500, 0)).toBe(0);
  });
});
