// Sets of products for the in-memory search index (search-index.ts): the products' numbers, ascending, each
// once. A search costs what its postings and hits cost, not what the catalogue's size costs: a set as one byte
// per product made every search pass over every product several times (1M products: ~1 MB allocated and
// walked per word and per operation, whatever the word found).

/** Product numbers, ascending, no repeats. Sets handed out may be a posting list itself: never written to. */
export type ProductSet = Int32Array;

export const NO_PRODUCTS: ProductSet = new Int32Array(0);

/**
 * The union of sorted lists (each ascending, no repeats) of numbers below `size`. Many or long lists are
 * marked in a byte per product and read back in order (linear in the catalogue); a few short ones are
 * concatenated and sorted (linear in what they hold).
 */
export function unionOf(lists: readonly ProductSet[], size: number): ProductSet {
  const nonEmpty = lists.filter((list) => list.length > 0);
  if (nonEmpty.length === 0) return NO_PRODUCTS;
  if (nonEmpty.length === 1) return nonEmpty[0] ?? NO_PRODUCTS;
  let total = 0;
  for (const list of nonEmpty) total += list.length;
  if (total * 8 > size) {
    const marks = new Uint8Array(size);
    let count = 0;
    for (const list of nonEmpty)
      for (let at = 0; at < list.length; at += 1) {
        const product = list[at] ?? 0;
        if (marks[product] === 0) {
          marks[product] = 1;
          count += 1;
        }
      }
    const union = new Int32Array(count);
    let at = 0;
    for (let product = 0; product < size; product += 1) if (marks[product] === 1) union[at++] = product;
    return union;
  }
  const all = new Int32Array(total);
  let at = 0;
  for (const list of nonEmpty) {
    all.set(list, at);
    at += list.length;
  }
  all.sort();
  let kept = 0;
  for (let from = 0; from < all.length; from += 1) if (from === 0 || all[from] !== all[from - 1]) all[kept++] = all[from] ?? 0;
  return all.subarray(0, kept);
}

/** The first position in `list` from `from` whose number is not below `value` (galloping, then binary search). */
function seek(list: ProductSet, value: number, from: number): number {
  let step = 1;
  let high = from;
  while (high < list.length && (list[high] ?? 0) < value) {
    from = high + 1;
    high += step;
    step *= 2;
  }
  high = Math.min(high, list.length);
  while (from < high) {
    const middle = (from + high) >>> 1;
    if ((list[middle] ?? 0) < value) from = middle + 1;
    else high = middle;
  }
  return from;
}

/**
 * Calls `each(atA, atB)` for every number both sorted lists hold, in ascending order, with its positions in
 * each. Walks the shorter list and gallops through the longer: a few hits against a long posting cost what the
 * few cost.
 */
export function eachCommon(a: ProductSet, b: ProductSet, each: (atA: number, atB: number) => void): void {
  const aShorter = a.length <= b.length;
  const short = aShorter ? a : b;
  const long = aShorter ? b : a;
  let position = 0;
  for (let at = 0; at < short.length && position < long.length; at += 1) {
    const value = short[at] ?? 0;
    position = seek(long, value, position);
    if (position < long.length && long[position] === value) {
      if (aShorter) each(at, position);
      else each(position, at);
    }
  }
}

/** The numbers both sorted lists hold. */
export function intersectionOf(a: ProductSet, b: ProductSet): ProductSet {
  const common = new Int32Array(Math.min(a.length, b.length));
  let count = 0;
  eachCommon(a, b, (atA) => (common[count++] = a[atA] ?? 0));
  return common.subarray(0, count);
}
