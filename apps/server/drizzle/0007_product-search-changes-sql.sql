-- Every write to what a product is searched and sorted by leaves a row in product_search_changes,
-- whoever makes it (the shop on any instance, a backfill, psql): the in-memory search index of
-- each instance applies the rows after the last one it saw before it answers a search
-- (apps/server/src/modules/products/search-index.ts, docs/decisions/022-search-at-scale.md).
CREATE OR REPLACE FUNCTION log_product_search_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO product_search_changes (product_id) VALUES (OLD.id);
  ELSE
    INSERT INTO product_search_changes (product_id) VALUES (NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_change
AFTER INSERT OR DELETE OR UPDATE OF id, name, category, price, search_text, created_at ON products
FOR EACH ROW EXECUTE FUNCTION log_product_search_change();
