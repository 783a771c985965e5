-- Category listings filter, sort, count and aggregate thousands of main products per request. The
-- product row is wide (prices, translations, search document: ~1.8 kB), so a 23k-product category
-- touched one heap page per product. product_listing holds only what listings read, for main
-- products (parent_id IS NULL), about a third of the size (docs/adr/0009-listing-table.md).
-- Column names match product's so one condition renders against either table.
CREATE TABLE product_listing (
  id text PRIMARY KEY REFERENCES product(id) ON DELETE CASCADE,
  active boolean NOT NULL,
  visibility integer NOT NULL,
  category_tree text[] NOT NULL,
  manufacturer_id text,
  cheapest_price numeric(14, 4) NOT NULL,
  rating_average numeric(4, 2),
  shipping_free boolean NOT NULL,
  sales integer NOT NULL,
  -- property_ids || variant_option_ids: what the property filter and aggregation match
  filter_option_ids text[] NOT NULL,
  -- product.translations reduced to {languageId: {name}}: the name sortings read it like product's
  translations jsonb NOT NULL
);
CREATE INDEX product_listing_tree ON product_listing USING gin(category_tree);
CREATE INDEX product_listing_options ON product_listing USING gin(filter_option_ids);
CREATE INDEX product_listing_manufacturer ON product_listing(manufacturer_id);

-- A trigger keeps the copy exact whatever writes product (seed, generator, orders' sales,
-- review ratings, variant options), on PGlite and PostgreSQL alike.
-- migrate.ts splits statements at line-ending semicolons, so the body's statements end mid-line.
CREATE FUNCTION product_listing_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS NOT NULL THEN
    DELETE FROM product_listing WHERE id = NEW.id
  ; RETURN NULL
  ; END IF
  ; INSERT INTO product_listing (id, active, visibility, category_tree, manufacturer_id, cheapest_price, rating_average, shipping_free, sales, filter_option_ids, translations)
    VALUES (NEW.id, NEW.active, NEW.visibility, NEW.category_tree, NEW.manufacturer_id, NEW.cheapest_price, NEW.rating_average, NEW.shipping_free, NEW.sales,
            NEW.property_ids || NEW.variant_option_ids,
            coalesce((SELECT jsonb_object_agg(key, jsonb_build_object('name', value->'name')) FROM jsonb_each(NEW.translations)), '{}'::jsonb))
    ON CONFLICT (id) DO UPDATE SET active = EXCLUDED.active, visibility = EXCLUDED.visibility, category_tree = EXCLUDED.category_tree,
      manufacturer_id = EXCLUDED.manufacturer_id, cheapest_price = EXCLUDED.cheapest_price, rating_average = EXCLUDED.rating_average,
      shipping_free = EXCLUDED.shipping_free, sales = EXCLUDED.sales, filter_option_ids = EXCLUDED.filter_option_ids, translations = EXCLUDED.translations
  ; RETURN NULL
  ; END
$$;
-- Updates of other columns (stock on every order) leave the copy alone.
CREATE TRIGGER product_listing_insert AFTER INSERT ON product FOR EACH ROW EXECUTE FUNCTION product_listing_sync();
CREATE TRIGGER product_listing_update AFTER UPDATE OF parent_id, active, visibility, category_tree, manufacturer_id, cheapest_price, rating_average, shipping_free, sales, property_ids, variant_option_ids, translations
  ON product FOR EACH ROW EXECUTE FUNCTION product_listing_sync();

INSERT INTO product_listing (id, active, visibility, category_tree, manufacturer_id, cheapest_price, rating_average, shipping_free, sales, filter_option_ids, translations)
SELECT id, active, visibility, category_tree, manufacturer_id, cheapest_price, rating_average, shipping_free, sales, property_ids || variant_option_ids,
       coalesce((SELECT jsonb_object_agg(key, jsonb_build_object('name', value->'name')) FROM jsonb_each(translations)), '{}'::jsonb)
  FROM product WHERE parent_id IS NULL;
ANALYZE product_listing;
