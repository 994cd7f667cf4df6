-- The dashboard's aggregates (modules/orders/order-stats.repository.ts) read only these columns:
-- covering indexes let PostgreSQL answer a 90-day range from the indexes alone (index-only scans)
-- instead of visiting every order and line in the heap. Written by hand because drizzle-kit's
-- index builder has no INCLUDE.
CREATE INDEX IF NOT EXISTS "orders_created_at_stats_idx" ON "orders" USING btree ("created_at") INCLUDE ("status", "total", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_items_order_id_stats_idx" ON "order_items" USING btree ("order_id") INCLUDE ("product_id", "quantity", "unit_price");
