CREATE TABLE "webhook_stock_cursor" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"floor_seq" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "webhook_stock_cursor_one_row" CHECK ("webhook_stock_cursor"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "webhook_stock_levels" (
	"product_id" uuid NOT NULL,
	"color" text NOT NULL,
	"stock" integer NOT NULL,
	CONSTRAINT "webhook_stock_levels_product_id_color_pk" PRIMARY KEY("product_id","color")
);
--> statement-breakpoint
INSERT INTO "webhook_stock_cursor" ("id", "seq", "floor_seq") VALUES (1, 0, 0);
