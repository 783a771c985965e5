-- The in-memory search index (docs/adr/0038-in-memory-search-index.md) must know when product_listing changed,
-- in this engine or in any other on the same database. Two sequences count the changes: every search reads
-- them (one tiny query), and sequences take no row lock, so concurrent orders never wait for each other here.
-- product_listing_revision: a change to anything the index matches, filters, ranks or aggregates — the index is
-- not used until rebuilt. product_listing_sales_revision: sales only (every order), which only re-sort ties.
CREATE SEQUENCE product_listing_revision;
CREATE SEQUENCE product_listing_sales_revision;

-- migrate.ts runs the file whole; the body's statements end mid-line as in the other migrations.
CREATE FUNCTION product_listing_revise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (OLD.active, OLD.visibility, OLD.manufacturer_id, OLD.cheapest_price, OLD.rating_average, OLD.shipping_free, OLD.filter_option_ids,
        OLD.name_document, OLD.search_document)
       IS NOT DISTINCT FROM
       (NEW.active, NEW.visibility, NEW.manufacturer_id, NEW.cheapest_price, NEW.rating_average, NEW.shipping_free, NEW.filter_option_ids,
        NEW.name_document, NEW.search_document) THEN
      IF OLD.sales IS DISTINCT FROM NEW.sales THEN PERFORM nextval('product_listing_sales_revision')
      ; END IF
      ; RETURN NULL
      ; END IF
    ; END IF
  ; PERFORM nextval('product_listing_revision')
  ; RETURN NULL
  ; END
$$;
CREATE TRIGGER product_listing_revise AFTER INSERT OR UPDATE OR DELETE ON product_listing FOR EACH ROW EXECUTE FUNCTION product_listing_revise();
CREATE TRIGGER product_listing_revise_truncate AFTER TRUNCATE ON product_listing FOR EACH STATEMENT EXECUTE FUNCTION product_listing_revise();
