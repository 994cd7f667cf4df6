CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "province_code" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "province_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ward_code" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ward_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_division_check" CHECK (("orders"."province_code" is null and "orders"."province_name" is null and "orders"."ward_code" is null and "orders"."ward_name" is null)
        or ("orders"."province_code" is not null and "orders"."province_name" is not null and "orders"."ward_code" is not null and "orders"."ward_name" is not null));