-- The search index's change log written by a trigger gives way to the catalogue's change events,
-- which every writer publishes in its own transaction (next migration, catalogue-change-events;
-- apps/server/src/modules/catalogue/catalogue-changes.ts).
DROP TRIGGER IF EXISTS products_search_change ON products;
--> statement-breakpoint
DROP FUNCTION IF EXISTS log_product_search_change();
--> statement-breakpoint
DROP TABLE "product_search_changes" CASCADE;
