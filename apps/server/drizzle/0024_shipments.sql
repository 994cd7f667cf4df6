CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_uuid" uuid NOT NULL,
	"order_code" text NOT NULL,
	"carrier" text NOT NULL,
	"service" text,
	"tracking_code" text NOT NULL,
	"fee" integer NOT NULL,
	"cod_amount" integer NOT NULL,
	"cod_collected" integer,
	"status" text DEFAULT 'awaiting_pickup' NOT NULL,
	"carrier_status" text,
	"carrier_status_at" timestamp with time zone,
	"label_kind" text,
	"expected_delivery_date" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_carrier_check" CHECK ("shipments"."carrier" in ('ghn', 'ghtk')),
	CONSTRAINT "shipments_status_check" CHECK ("shipments"."status" in ('awaiting_pickup', 'in_transit', 'delivering', 'delivery_failed', 'delivered', 'returning', 'returned', 'cancelled', 'exception')),
	CONSTRAINT "shipments_amounts_check" CHECK ("shipments"."fee" >= 0 and "shipments"."cod_amount" >= 0 and ("shipments"."cod_collected" is null or "shipments"."cod_collected" >= 0))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_carrier_tracking_code_unique" ON "shipments" USING btree ("carrier","tracking_code");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_live_order_unique" ON "shipments" USING btree ("order_uuid") WHERE "shipments"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "shipments_delivered_at_idx" ON "shipments" USING btree ("delivered_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'confirmed', 'shipping', 'delivered', 'cancelled', 'returned'));