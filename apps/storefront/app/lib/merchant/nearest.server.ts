// "Did you mean …?" for a misspelt key of the configuration: the known key nearest by edit distance,
// when it is near enough to be the one meant (a third of the word, at least two edits).
import { closest, distance } from 'fastest-levenshtein';

export function nearest(word: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0) return undefined;
  const best = closest(word, [...candidates]);
  return distance(word, best) <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

/** ` (did you mean brand.colors?)`, or nothing without a near key. */
export function didYouMean(word: string, candidates: readonly string[], prefix = ''): string {
  const best = nearest(word, candidates);
  return best === undefined ? '' : ` (did you mean ${prefix}${best}?)`;
}
