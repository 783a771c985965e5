// A small seeded PRNG (mulberry32) so the demo catalogue and the generator are reproducible:
// the same seed string gives the same sequence on every machine. Never Math.random for data.
import { createHash } from 'node:crypto';

export interface Random {
  /** uniform in [0, 1) */
  next(): number;
  /** integer in [min, max] (both inclusive) */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** a shuffled copy */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct items in random order */
  sample<T>(items: readonly T[], count: number): T[];
  /** picks by weight: [[value, weight], …] */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T;
}

function seedFrom(text: string): number {
  return createHash('md5').update(text).digest().readUInt32LE(0);
}

export function createRandom(seed: string | number): Random {
  let state = (typeof seed === 'number' ? seed : seedFrom(seed)) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('Cannot pick from an empty list.');
    return items[int(0, items.length - 1)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = int(0, index);
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, Math.max(0, count)),
    weighted: <T>(entries: ReadonlyArray<readonly [T, number]>): T => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error('Cannot pick from an empty list.');
      return last[0];
    },
  };
}
