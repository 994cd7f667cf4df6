-- Each of these had a twin with the same key and more columns (0014_back-office-stats-indexes):
-- the twin answers every lookup it did, and every order paid for writing both.
DROP INDEX IF EXISTS "order_items_order_id_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "orders_created_at_idx";
