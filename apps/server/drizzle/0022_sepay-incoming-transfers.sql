CREATE TABLE "incoming_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sepay_id" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"order_id" text,
	"amount" bigint NOT NULL,
	"transfer_type" text NOT NULL,
	"content" text NOT NULL,
	"gateway" text NOT NULL,
	"account_number" text NOT NULL,
	"reference_code" text,
	"transaction_date" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"settled_by" uuid,
	"note" text,
	CONSTRAINT "incoming_transfers_sepay_id_unique" UNIQUE("sepay_id")
);
--> statement-breakpoint
CREATE INDEX "incoming_transfers_status_received_at_idx" ON "incoming_transfers" USING btree ("status","received_at");