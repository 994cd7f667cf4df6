CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"code" text PRIMARY KEY NOT NULL,
	"percent_off" integer,
	"amount_off" integer,
	"min_subtotal" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_discount_check" CHECK (("vouchers"."percent_off" is null) <> ("vouchers"."amount_off" is null)
        and ("vouchers"."percent_off" is null or "vouchers"."percent_off" between 1 and 100)
        and ("vouchers"."amount_off" is null or "vouchers"."amount_off" > 0)),
	CONSTRAINT "vouchers_min_subtotal_check" CHECK ("vouchers"."min_subtotal" >= 0),
	CONSTRAINT "vouchers_dates_check" CHECK ("vouchers"."starts_at" is null or "vouchers"."ends_at" is null or "vouchers"."starts_at" < "vouchers"."ends_at"),
	CONSTRAINT "vouchers_usage_check" CHECK ("vouchers"."used_count" >= 0 and ("vouchers"."usage_limit" is null or ("vouchers"."usage_limit" >= 1 and "vouchers"."used_count" <= "vouchers"."usage_limit")))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_code" text;--> statement-breakpoint
CREATE INDEX "audit_log_entity_entity_id_at_idx" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");