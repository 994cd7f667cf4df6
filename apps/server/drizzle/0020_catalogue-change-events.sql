CREATE TABLE "catalogue_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_changes_kind_check" CHECK ("catalogue_changes"."kind" in ('product_saved', 'product_removed', 'price_changed', 'stock_changed'))
);
--> statement-breakpoint
CREATE INDEX "catalogue_changes_changed_at_idx" ON "catalogue_changes" USING btree ("changed_at");