-- A UUID of version 7 (RFC 9562): the first 48 bits are the milliseconds since 1970, then the
-- version (7), then random bits, as uuid's `v7` makes an order's own id (orders.service.ts).
-- PostgreSQL 18 has uuidv7(); the shop also runs on older servers and on the embedded database.
-- Made from a random UUID (version 4) whose first six bytes are overwritten with the time and
-- whose version nibble 0100 becomes 0111 (bits 52 and 53 set); the variant bits stay 10.
CREATE OR REPLACE FUNCTION time_ordered_uuid() RETURNS uuid
LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT encode(
    set_bit(set_bit(
      overlay(uuid_send(gen_random_uuid())
              PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
              FROM 1 FOR 6),
      52, 1), 53, 1),
    'hex')::uuid
$$;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "id" SET DEFAULT time_ordered_uuid();--> statement-breakpoint
ALTER TABLE "order_events" ALTER COLUMN "id" SET DEFAULT time_ordered_uuid();--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "id" SET DEFAULT time_ordered_uuid();--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "id" SET DEFAULT time_ordered_uuid();--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ALTER COLUMN "id" SET DEFAULT time_ordered_uuid();