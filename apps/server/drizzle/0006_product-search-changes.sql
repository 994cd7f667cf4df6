CREATE TABLE "product_search_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_search_changes_changed_at_idx" ON "product_search_changes" USING btree ("changed_at");