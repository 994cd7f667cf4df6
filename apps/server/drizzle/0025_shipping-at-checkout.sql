ALTER TABLE "orders" ADD COLUMN "shipping_carrier" text DEFAULT 'flat' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_service_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expected_delivery_date" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "length_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "width_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "height_cm" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_carrier_check" CHECK ("orders"."shipping_carrier" in ('flat', 'ghn', 'ghtk'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_parcel_check" CHECK (("products"."weight_grams" is null or "products"."weight_grams" between 1 and 50000)
        and ("products"."length_cm" is null or "products"."length_cm" between 1 and 200)
        and ("products"."width_cm" is null or "products"."width_cm" between 1 and 200)
        and ("products"."height_cm" is null or "products"."height_cm" between 1 and 200));