-- Planner statistics for product_listing on catalogues generated before `generate` analysed it
-- (docs/adr/0037-search-latency.md). PGlite runs no autovacuum, so nothing else ever analyses the table:
-- a generated 100k catalogue kept the demo shop's statistics, the planner expected ~1,000 of the 7,500 hits
-- of "shirt" and grouped the search's aggregations by sorting their option-id arrays (~90 ms) instead of
-- hashing them (~25 ms). On the demo shop this costs nothing; on 100k products a few seconds, once.
ANALYZE product_listing;
