ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;