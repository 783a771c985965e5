-- GIN indexes collect new entries in a pending list (up to gin_pending_list_limit, 4 MB) that every
-- search scans linearly until VACUUM merges it. PGlite never autovacuums, so after bulk writes each
-- listing walked ~150 pending pages per index. product_listing's indexes merge entries on write instead
-- (a few entries per main product), and what is pending now is merged.
ALTER INDEX product_listing_tree SET (fastupdate = off);
ALTER INDEX product_listing_options SET (fastupdate = off);
SELECT gin_clean_pending_list('product_listing_tree'::regclass);
SELECT gin_clean_pending_list('product_listing_options'::regclass);
