CREATE TABLE "product_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"color" text NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"language" text NOT NULL,
	"price_seen" integer NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_alerts_email_lower_check" CHECK ("product_alerts"."email" = lower("product_alerts"."email")),
	CONSTRAINT "product_alerts_kind_check" CHECK ("product_alerts"."kind" in ('back_in_stock', 'price_drop')),
	CONSTRAINT "product_alerts_price_seen_check" CHECK ("product_alerts"."price_seen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "consents" DROP CONSTRAINT "consents_purpose_check";--> statement-breakpoint
ALTER TABLE "product_alerts" ADD CONSTRAINT "product_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_alerts_open_unique" ON "product_alerts" USING btree ("email","product_id","color","kind") WHERE "product_alerts"."sent_at" is null and "product_alerts"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "product_alerts_product_id_idx" ON "product_alerts" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_alerts_user_id_idx" ON "product_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_alerts_confirm_token_hash_unique" ON "product_alerts" USING btree ("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_purpose_check" CHECK ("consents"."purpose" in ('account', 'order_processing', 'marketing', 'product_alerts'));