CREATE TABLE "sale_terms" (
	"version" text PRIMARY KEY NOT NULL,
	"texts" jsonb NOT NULL,
	"hashes" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms_accepted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A version of the sale terms is what buyers accepted: it is never changed or removed once written
-- (docs/decisions/052-the-buyers-contract-and-records.md). Added by hand to the generated migration.
CREATE OR REPLACE FUNCTION sale_terms_are_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'sale_terms_immutable';
END
$$;--> statement-breakpoint
CREATE TRIGGER sale_terms_immutable BEFORE UPDATE OR DELETE ON "sale_terms"
  FOR EACH ROW EXECUTE FUNCTION sale_terms_are_immutable();
