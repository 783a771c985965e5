import { describe, expect, it } from 'vitest';
import { eachCommon, intersectionOf, unionOf } from './product-sets.ts';

const set = (...numbers: number[]) => Int32Array.from(numbers);

describe('product sets', () => {
  it('unites a few short lists by sorting and many long ones by marks, alike', () => {
    const lists = [set(1, 5, 9), set(2, 5, 40), set(), set(9, 63)];
    const expected = [1, 2, 5, 9, 40, 63];
    // 8 numbers: sorted below 64 products per 8, marked above.
    expect([...unionOf(lists, 1000)]).toEqual(expected);
    expect([...unionOf(lists, 64)]).toEqual(expected);
    expect([...unionOf([], 10)]).toEqual([]);
    expect(unionOf([set(3, 4)], 10)).toEqual(set(3, 4));
  });

  it('intersects and walks common numbers with their positions, the longer list galloped', () => {
    const long = Int32Array.from({ length: 1000 }, (_, at) => at * 3);
    const short = set(0, 4, 9, 2997, 3000);
    expect([...intersectionOf(short, long)]).toEqual([0, 9, 2997]);
    expect([...intersectionOf(long, short)]).toEqual([0, 9, 2997]);
    const pairs: Array<[number, number]> = [];
    eachCommon(long, short, (atLong, atShort) => pairs.push([atLong, atShort]));
    expect(pairs).toEqual([
      [0, 0],
      [3, 2],
      [999, 3],
    ]);
  });
});
