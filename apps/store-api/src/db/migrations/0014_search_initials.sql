-- Search within the latency budget on 100k products (docs/adr/0028-forgiving-search.md, "Latency").
-- A one-letter word is searched as a prefix ("t shirt", and "tshirt" as its parts t & shirt), and the GIN
-- index answers 't':* by merging the posting lists of every word starting with t — about a hundred, nearly
-- every document — which cost ~13 ms per search. The index now holds each document's initials too, as
-- lexemes '^t' ('^' is no letter or digit, so no typed word ever starts with it): a one-letter prefix is
-- one posting list, merged by GIN's fast scan at a fraction of that, matching exactly the same documents.
-- An expression index rather than a rewritten column: no product_listing rebuild, no trigger change, and
-- the search document itself (and the keyword dictionary read from product) stays as it was.
CREATE FUNCTION search_initials(document tsvector) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array_agg(DISTINCT '^' || left(word, 1))), ''::tsvector) FROM unnest(tsvector_to_array(document)) AS word
$$;
CREATE INDEX product_listing_search_initials ON product_listing USING gin((search_document || search_initials(search_document))) WITH (fastupdate = off);
-- Search matches the expression above (search-terms.ts, documentQuery); nothing reads the plain index.
DROP INDEX product_listing_search;
ANALYZE product_listing;
