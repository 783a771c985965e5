// Search that forgives (issue 21) on the demo catalogue, on PGlite and (DATABASE_URL) PostgreSQL: misspelt
// and run-together words find what the catalogue spells otherwise, name matches rank before description
// matches, and a correction is offered in the response's extensions.
import { describe, expect, it } from 'vitest';
import { LANGUAGE_IDS } from '../src/seed/demo-constants.ts';
import { call } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';
import { contractErrors } from './support/schema.ts';

const engine = useTestEngine();

interface Listing {
  total: number;
  elements: Array<{ id: string; translated: { name: string } }>;
  extensions?: { search?: { correctedTerm: string } };
}

async function search(term: string, options: { language?: string; path?: '/search' | '/search-suggest'; limit?: number } = {}): Promise<Listing> {
  const path = options.path ?? '/search';
  const response = await call(engine.app, path, {
    body: { search: term, limit: options.limit ?? 100 },
    headers: options.language ? { 'sw-language-id': options.language } : {},
  });
  expect(response.status).toBe(200);
  expect(contractErrors(path, 'POST', 200, response.body)).toEqual([]);
  return response.body as Listing;
}

const ids = (listing: Listing) => listing.elements.map((product) => product.id).sort();

describe('search that forgives', () => {
  it('finds the shirts for a misspelt word and offers the correction', async () => {
    const exact = await search('shirt');
    expect(exact.total).toBeGreaterThan(5);
    expect(exact.extensions?.search).toBeUndefined();
    const typo = await search('shrit');
    expect(ids(typo)).toEqual(ids(exact));
    expect(typo.extensions?.search?.correctedTerm).toBe('shirt');
  });

  it('matches a compound however it is written: tshirt, t shirt and T-Shirt', async () => {
    const hyphen = await search('T-Shirt');
    const names = hyphen.elements.map((product) => product.translated.name);
    expect(names.some((name) => /t-shirt/i.test(name))).toBe(true);
    const runTogether = await search('tshirt');
    expect(runTogether.total).toBeGreaterThan(0);
    // Run together it finds what the hyphenated word finds; nothing was misspelt, so nothing is corrected.
    expect(ids(runTogether)).toEqual(ids(hyphen));
    expect(runTogether.extensions?.search).toBeUndefined();
    expect(ids(await search('t shirt'))).toEqual(ids(hyphen));
  });

  it('finds with a one-letter word what its prefix finds: the search index holds each document’s initials', async () => {
    const count = async (where: string) =>
      Number((await engine.db.query<{ count: string | number }>(`SELECT count(*) AS count FROM product_listing WHERE ${where}`))[0]?.count);
    for (const letter of ['t', 's', 'm', 'x', '1']) {
      const byPrefix = await count(`search_document @@ $$'${letter}':*$$::tsquery`);
      // What search's index condition reads (migration 0014, search-terms.ts documentQuery).
      expect(await count(`(search_document || search_initials(search_document)) @@ $$'^${letter}'$$::tsquery`)).toBe(byPrefix);
    }
    const shirts = await count(`active AND visibility >= 20 AND search_document @@ $$'t':* & 'shirt':*$$::tsquery`);
    expect(shirts).toBeGreaterThan(0);
    expect((await search('t shirt')).total).toBe(shirts);
  });

  it('corrects a transposition in a material: mernio finds merino', async () => {
    const exact = await search('merino');
    expect(exact.total).toBeGreaterThan(0);
    const typo = await search('mernio');
    expect(ids(typo)).toEqual(ids(exact));
    expect(typo.extensions?.search?.correctedTerm).toBe('merino');
  });

  it('ranks name matches before description matches', async () => {
    const result = await search('merino');
    const named = result.elements.map((product) => /merino/i.test(product.translated.name));
    const firstUnnamed = named.indexOf(false);
    // Whatever matches only in its description comes after every product with the word in its name.
    if (firstUnnamed >= 0) expect(named.slice(firstUnnamed)).not.toContain(true);
    expect(named[0]).toBe(true);
  });

  it('answers in the shopper’s language and corrects towards its words', async () => {
    const german = await search('hemdd', { language: LANGUAGE_IDS['de-DE'] });
    expect(german.total).toBeGreaterThan(0);
    expect(german.extensions?.search?.correctedTerm).toBe('hemd');
    expect(german.elements.some((product) => /hemd/i.test(product.translated.name))).toBe(true);
  });

  it('offers nothing for a word too far from the catalogue, and suggest forgives too', async () => {
    const nothing = await search('qqqzzz');
    expect(nothing.total).toBe(0);
    expect(nothing.extensions).toBeUndefined();
    const suggest = await search('shrit', { path: '/search-suggest', limit: 5 });
    expect(suggest.elements).toHaveLength(5);
    expect(suggest.extensions?.search?.correctedTerm).toBe('shirt');
  });
});
