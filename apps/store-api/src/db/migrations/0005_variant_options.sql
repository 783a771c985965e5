-- Listings show parents; filtering them by a variant option used to need a subquery per row.
-- The parent now carries the union of its active variants' options, indexed like property_ids.
ALTER TABLE product ADD COLUMN variant_option_ids text[] NOT NULL DEFAULT '{}';
CREATE INDEX product_variant_options ON product USING gin(variant_option_ids);
UPDATE product p SET variant_option_ids = v.options
  FROM (SELECT parent_id, array_agg(DISTINCT option ORDER BY option) AS options
          FROM product, unnest(option_ids) AS option WHERE parent_id IS NOT NULL AND active GROUP BY parent_id) v
 WHERE p.id = v.parent_id;
-- Listings only ever read active main products: partial indexes keep their bitmaps small.
CREATE INDEX product_listing_category ON product USING gin(category_tree) WHERE parent_id IS NULL AND active;
CREATE INDEX product_listing_properties ON product USING gin((property_ids || variant_option_ids)) WHERE parent_id IS NULL AND active;
CREATE INDEX product_listing_price ON product(cheapest_price, id) WHERE parent_id IS NULL AND active;
