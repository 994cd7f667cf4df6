-- Shops that ran before stock existed never counted it: every colour they sell gets 100 so the
-- shop keeps selling after the upgrade, and the owner sets the real counts in the product form
-- (docs/decisions/024-stock-and-order-lifecycle.md). A fresh database has no rows here: the demo
-- catalogue is seeded afterwards with its own stock.
UPDATE "product_variations" SET "stock" = 100;
--> statement-breakpoint
-- Orders placed before the timeline existed start it with their placing, at the time they were made.
INSERT INTO "order_events" ("order_id", "kind", "from_value", "to_value", "actor_kind", "at")
SELECT "id", 'placed', NULL, 'pending', 'customer', "created_at" FROM "orders";
