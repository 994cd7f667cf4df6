-- Lines were listed by their random uuid, so an order's lines came back shuffled (in a retry's
-- answer, the account page, the back office). Orders written from now on keep the cart's order;
-- older ones keep 0 and their old order.
ALTER TABLE "order_items" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;
