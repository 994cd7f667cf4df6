CREATE TABLE "consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"given" boolean NOT NULL,
	"notice_version" text NOT NULL,
	"channel" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_email_lower_check" CHECK ("consents"."email" = lower("consents"."email")),
	CONSTRAINT "consents_purpose_check" CHECK ("consents"."purpose" in ('account', 'order_processing', 'marketing'))
);
--> statement-breakpoint
CREATE TABLE "data_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"token_hash" text,
	"link_expires_at" timestamp with time zone,
	"language" text DEFAULT 'vi' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "data_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "data_requests_kind_check" CHECK ("data_requests"."kind" in ('export', 'delete')),
	CONSTRAINT "data_requests_status_check" CHECK ("data_requests"."status" in ('pending', 'completed', 'expired'))
);
--> statement-breakpoint
CREATE INDEX "consents_email_purpose_at_idx" ON "consents" USING btree ("email","purpose","at");--> statement-breakpoint
CREATE INDEX "consents_user_id_at_idx" ON "consents" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "data_requests_status_due_at_idx" ON "data_requests" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "data_requests_email_idx" ON "data_requests" USING btree ("email");