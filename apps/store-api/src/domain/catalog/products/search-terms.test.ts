import { describe, expect, it } from 'vitest';
import { allowedEdits, buildDictionary, interpretTerm, termWords } from './search-terms.ts';

const EN = 'en';
const DE = 'de';
const dictionary = buildDictionary([
  ...['shirt', 'skirt', 't-shirt', 't', 'merino', 'wool', 'short', 'hemd', 'poloshirt', 'linen'].map((keyword) => ({ language_id: '', keyword })),
  ...['shirt', 't-shirt', 'merino', 'wool', 'linen', 'short'].map((keyword) => ({ language_id: EN, keyword })),
  ...['hemd', 'poloshirt'].map((keyword) => ({ language_id: DE, keyword })),
]);

describe('termWords', () => {
  it('keeps letters and digits in lower case, at most eight words', () => {
    expect(termWords("T-Shirt it's (x) & Łódź")).toEqual(['t', 'shirt', 'it', 's', 'x', 'łódź']);
    expect(termWords(' !! ')).toEqual([]);
    expect(termWords('a b c d e f g h i j')).toHaveLength(8);
  });
});

describe('interpretTerm', () => {
  it('searches known words as prefixes, every word required', () => {
    expect(interpretTerm('Linen  shi', dictionary, EN)).toEqual({
      query: "'linen':* & 'shi':*",
      documentQuery: "'linen':* & 'shi':*",
      anyQuery: "'linen':* | 'shi':*",
      correctedTerm: undefined,
      groups: [[['linen']], [['shi']]],
      number: undefined,
    });
    expect(interpretTerm(' !! ', dictionary, EN)).toBeUndefined();
  });

  it('adds the hyphenated compounds a word spells run together', () => {
    expect(interpretTerm('tshirt', dictionary, EN)?.query).toBe("('tshirt':* | 't-shirt':* | ('t':* & 'shirt':*))");
    // The same query as data for the in-memory index.
    expect(interpretTerm('tshirt', dictionary, EN)?.groups).toEqual([[['tshirt'], ['t-shirt'], ['t', 'shirt']]]);
  });

  it('searches the index for a one-letter prefix as the initial it holds (migration 0014)', () => {
    expect(interpretTerm('tshirt', dictionary, EN)).toMatchObject({
      documentQuery: "('tshirt':* | 't-shirt':* | ('^t' & 'shirt':*))",
      // Names are ranked by the prefixes themselves: the name document holds no initials.
      anyQuery: "'tshirt':* | 't-shirt':* | ('t':* & 'shirt':*)",
    });
    expect(interpretTerm('T-Shirt', dictionary, EN)).toMatchObject({ query: "'t':* & 'shirt':*", documentQuery: "'^t' & 'shirt':*" });
    expect(interpretTerm('T-3', dictionary, EN)?.documentQuery).toBe("('^t' & '^3') | 't-3'");
    // A mark typed by the shopper is no word, and no product number either.
    expect(interpretTerm('^3', dictionary, EN)).toMatchObject({ query: "'3':*", documentQuery: "'^3'" });
  });

  it('replaces a misspelt word by its nearest words and names the best as the correction', () => {
    expect(interpretTerm('shrit', dictionary, EN)).toMatchObject({ query: "'shirt':*", correctedTerm: 'shirt' });
    expect(interpretTerm('mernio wool', dictionary, EN)).toMatchObject({ query: "'merino':* & 'wool':*", correctedTerm: 'merino wool' });
    expect(interpretTerm('tshrit', dictionary, EN)).toMatchObject({ correctedTerm: 't-shirt' });
  });

  it('prefers the shopper’s language among equally near words', () => {
    // "shurt" is one edit from shirt and from short: both are searched, the correction is the shopper's word.
    const both = buildDictionary([
      { language_id: '', keyword: 'shirt' },
      { language_id: '', keyword: 'short' },
      { language_id: DE, keyword: 'short' },
      { language_id: EN, keyword: 'shirt' },
    ]);
    expect(interpretTerm('shurt', both, DE)).toMatchObject({ query: "('short':* | 'shirt':*)", correctedTerm: 'short' });
    expect(interpretTerm('shurt', both, EN)?.correctedTerm).toBe('shirt');
  });

  it('leaves numbers and short words alone, and a word with no near word as typed', () => {
    expect(interpretTerm('ag0000123', dictionary, EN)).toMatchObject({ query: "('ag0000123':*) | 'ag0000123'", correctedTerm: undefined });
    // A number as typed is matched whole too: the parser splits "T-3" into t and -3.
    expect(interpretTerm('T-3', dictionary, EN)).toMatchObject({ query: "('t':* & '3':*) | 't-3'", number: 't-3', anyQuery: "'t':* | '3':* | 't-3'" });
    // ts_rank would count "t3" once however it is written: ranked as the word, not twice.
    expect(interpretTerm('t3', dictionary, EN)).toMatchObject({ query: "('t3':*) | 't3'", anyQuery: "'t3':*" });
    expect(interpretTerm('xyz', dictionary, EN)).toMatchObject({ query: "'xyz':*", correctedTerm: undefined });
    expect(interpretTerm('qqqzzz', dictionary, EN)?.correctedTerm).toBeUndefined();
    expect([3, 4, 7, 8].map(allowedEdits)).toEqual([0, 1, 1, 2]);
  });

  it('quotes what the tsquery syntax would read', () => {
    expect(interpretTerm("o'neil", dictionary, EN)?.query).toBe("'o':* & 'neil':*");
  });
});
