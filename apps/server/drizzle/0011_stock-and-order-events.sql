CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_value" text,
	"to_value" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" uuid,
	"actor_email" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_kind_check" CHECK ("order_events"."kind" in ('placed', 'status', 'payment')),
	CONSTRAINT "order_events_actor_kind_check" CHECK ("order_events"."actor_kind" in ('customer', 'shop', 'system'))
);
--> statement-breakpoint
ALTER TABLE "product_variations" ADD COLUMN "stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_id_at_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_stock_check" CHECK ("product_variations"."stock" >= 0);