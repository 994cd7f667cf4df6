-- One row per write (its products as an array) instead of one per product: an order writes one
-- row whatever its lines (docs/decisions/039-catalogue-change-events.md). The rows already logged
-- keep their number and time, each with its one product.
ALTER TABLE "catalogue_changes" ADD COLUMN "product_ids" uuid[];--> statement-breakpoint
UPDATE "catalogue_changes" SET "product_ids" = ARRAY["product_id"];--> statement-breakpoint
ALTER TABLE "catalogue_changes" ALTER COLUMN "product_ids" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_changes" DROP COLUMN "product_id";
