-- Search that forgives (docs/adr/0028-forgiving-search.md).
-- 1. Search reads product_listing like category listings: one narrow row per main product. A full-text match
--    touched a ~1.8 kB product row per hit (and a 100k catalogue's searches scanned the whole table, the
--    product-number OR defeating the index). product_listing now carries the search document — stored out of
--    line (EXTERNAL), since an index match never reads it — and a small document of the names in every
--    language and the product number, which ranks name matches before description matches.
ALTER TABLE product_listing ADD COLUMN name_document tsvector NOT NULL DEFAULT ''::tsvector;
ALTER TABLE product_listing ADD COLUMN search_document tsvector NOT NULL DEFAULT ''::tsvector;
ALTER TABLE product_listing ALTER COLUMN search_document SET STORAGE EXTERNAL;
-- The listing columns stay in the row uncompressed: only the search document leaves it when a row is too long.
ALTER TABLE product_listing ALTER COLUMN category_tree SET STORAGE MAIN;
ALTER TABLE product_listing ALTER COLUMN filter_option_ids SET STORAGE MAIN;
ALTER TABLE product_listing ALTER COLUMN translations SET STORAGE MAIN;
ALTER TABLE product_listing ALTER COLUMN name_document SET STORAGE MAIN;

-- The names in every language, the product number's words and the number as typed ("t-3" is no single word
-- to the parser): what ranks first, and what the search document gets besides its own words.
CREATE FUNCTION product_name_document(translations jsonb, product_number text) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT to_tsvector('simple', coalesce((SELECT string_agg(value->>'name', ' ') FROM jsonb_each(translations)), '') || ' ' || product_number)
         || array_to_tsvector(ARRAY[lower(product_number)])
$$;

-- migrate.ts splits statements at line-ending semicolons, so the body's statements end mid-line.
CREATE OR REPLACE FUNCTION product_listing_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS NOT NULL THEN
    DELETE FROM product_listing WHERE id = NEW.id
  ; RETURN NULL
  ; END IF
  ; INSERT INTO product_listing (id, active, visibility, category_tree, manufacturer_id, cheapest_price, rating_average, shipping_free, sales, filter_option_ids, translations,
                                 name_document, search_document)
    VALUES (NEW.id, NEW.active, NEW.visibility, NEW.category_tree, NEW.manufacturer_id, NEW.cheapest_price, NEW.rating_average, NEW.shipping_free, NEW.sales,
            NEW.property_ids || NEW.variant_option_ids,
            coalesce((SELECT jsonb_object_agg(key, jsonb_build_object('name', value->'name')) FROM jsonb_each(NEW.translations)), '{}'::jsonb),
            product_name_document(NEW.translations, NEW.product_number),
            coalesce(NEW.search_document, ''::tsvector) || product_name_document(NEW.translations, NEW.product_number))
    ON CONFLICT (id) DO UPDATE SET active = EXCLUDED.active, visibility = EXCLUDED.visibility, category_tree = EXCLUDED.category_tree,
      manufacturer_id = EXCLUDED.manufacturer_id, cheapest_price = EXCLUDED.cheapest_price, rating_average = EXCLUDED.rating_average,
      shipping_free = EXCLUDED.shipping_free, sales = EXCLUDED.sales, filter_option_ids = EXCLUDED.filter_option_ids, translations = EXCLUDED.translations,
      name_document = EXCLUDED.name_document, search_document = EXCLUDED.search_document
  ; RETURN NULL
  ; END
$$;
DROP TRIGGER product_listing_update ON product;
CREATE TRIGGER product_listing_update AFTER UPDATE OF parent_id, active, visibility, category_tree, manufacturer_id, cheapest_price, rating_average, shipping_free, sales, property_ids, variant_option_ids, translations, product_number, search_document
  ON product FOR EACH ROW EXECUTE FUNCTION product_listing_sync();

-- Rebuilt rather than updated: an UPDATE of every row would leave the old versions behind (PGlite never vacuums).
TRUNCATE product_listing;
INSERT INTO product_listing (id, active, visibility, category_tree, manufacturer_id, cheapest_price, rating_average, shipping_free, sales, filter_option_ids, translations,
                             name_document, search_document)
SELECT id, active, visibility, category_tree, manufacturer_id, cheapest_price, rating_average, shipping_free, sales, property_ids || variant_option_ids,
       coalesce((SELECT jsonb_object_agg(key, jsonb_build_object('name', value->'name')) FROM jsonb_each(translations)), '{}'::jsonb),
       product_name_document(translations, product_number),
       coalesce(search_document, ''::tsvector) || product_name_document(translations, product_number)
  FROM product WHERE parent_id IS NULL;
CREATE INDEX product_listing_search ON product_listing USING gin(search_document) WITH (fastupdate = off);
-- Nothing searches product's own copy any more; the index only cost every write.
DROP INDEX product_search;
ANALYZE product_listing;

-- 2. The keyword dictionary a misspelt word is corrected against (Shopware's product_keyword_dictionary):
--    language_id '' holds every word of the main products' search documents, a language id the words of the
--    product names in that language (corrections prefer the shopper's language). Words with digits (product
--    numbers, sizes) are left out: they are matched as typed, never corrected. Words are only added — one whose
--    products are gone corrects to nothing found, which the engine then does not offer.
CREATE TABLE product_keyword_dictionary (
  language_id text NOT NULL,
  keyword text NOT NULL,
  PRIMARY KEY (language_id, keyword)
);
-- Statement triggers with transition tables: one insert per statement, so the generator's batches of a
-- thousand rows cost one dictionary upsert each, not a thousand.
CREATE FUNCTION product_keyword_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_keyword_dictionary (language_id, keyword)
    SELECT '', word FROM changed_rows c, unnest(tsvector_to_array(c.search_document)) AS word WHERE c.parent_id IS NULL AND word !~ '[0-9]'
    UNION
    SELECT e.key, word FROM changed_rows c, jsonb_each(c.translations) AS e, unnest(tsvector_to_array(to_tsvector('simple', coalesce(e.value->>'name', '')))) AS word
     WHERE c.parent_id IS NULL AND word !~ '[0-9]'
    ON CONFLICT DO NOTHING
  ; RETURN NULL
  ; END
$$;
CREATE TRIGGER product_keyword_insert AFTER INSERT ON product REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_keyword_collect();
CREATE TRIGGER product_keyword_update AFTER UPDATE ON product REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_keyword_collect();
INSERT INTO product_keyword_dictionary (language_id, keyword)
  SELECT '', word FROM ts_stat('SELECT search_document FROM product WHERE parent_id IS NULL') WHERE word !~ '[0-9]'
  UNION
  SELECT e.key, word FROM product p, jsonb_each(p.translations) AS e, unnest(tsvector_to_array(to_tsvector('simple', coalesce(e.value->>'name', '')))) AS word
   WHERE p.parent_id IS NULL AND word !~ '[0-9]'
  ON CONFLICT DO NOTHING;
