// Search that forgives (ADR 0028) on the demo catalogue, on PGlite and (DATABASE_URL) PostgreSQL: misspelt
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

interface SearchOptions {
  language?: string;
  path?: '/search' | '/search-suggest';
  limit?: number;
  /** More of the listing's parameters (page, filters, sorting). */
  extra?: Record<string, unknown>;
}

async function search(term: string, options: SearchOptions = {}): Promise<Listing> {
  const path = options.path ?? '/search';
  const response = await call(engine.app, path, {
    body: { search: term, limit: options.limit ?? 100, ...options.extra },
    headers: options.language ? { 'sw-language-id': options.language } : {},
  });
  expect(response.status).toBe(200);
  expect(contractErrors(path, 'POST', 200, response.body)).toEqual([]);
  return response.body as Listing;
}

const ids = (listing: Listing) => listing.elements.map((product) => product.id).sort();
const ranked = (listing: Listing) => listing.elements.map((product) => product.id);

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

  it('pages a term’s remembered ranking as the query ranks it, in every language, and post-filters by query', async () => {
    const whole = await search('shirt', { limit: 12 });
    expect(whole.total).toBeGreaterThan(8);
    // Pages of four come from the ranking the first one remembers (ADR 0037), the total with them.
    const pages = await Promise.all([1, 2, 3].map((p) => search('shirt', { limit: 4, extra: { p } })));
    expect(pages.flatMap(ranked)).toEqual(ranked(whole));
    for (const page of pages) expect(page.total).toBe(whole.total);
    // Ranking is the same in every language; the products come in the shopper's.
    const german = await search('shirt', { limit: 4, extra: { p: 2 }, language: LANGUAGE_IDS['de-DE'] });
    expect(ranked(german)).toEqual(ranked(pages[1] ?? whole));
    // Another sorting and a post-filter query rather than slice; what they find is among the term's hits.
    const all = ids(await search('shirt'));
    const filtered = await search('shirt', { extra: { 'shipping-free': true } });
    expect(filtered.total).toBeLessThanOrEqual(whole.total);
    for (const id of ids(filtered)) expect(all).toContain(id);
    const byName = await search('shirt', { extra: { order: 'name-asc' } });
    expect(ids(byName)).toEqual(all);
  });
});
