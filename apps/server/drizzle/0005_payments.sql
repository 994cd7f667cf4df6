CREATE TABLE "order_payments" (
	"order_id" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"payment_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"order_id" text,
	"dedupe_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"verdict" text NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"times_received" integer DEFAULT 1 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notifications_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE INDEX "payment_notifications_received_at_idx" ON "payment_notifications" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "payment_notifications_order_id_idx" ON "payment_notifications" USING btree ("order_id");