-- An order is written by one statement (apps/server/src/modules/orders/place-order.statement.ts):
-- the order, its lines, its first timeline event, its confirmation mail, its voucher's use and its
-- stock. When a voucher has no use left or a line's stock is short, the statement calls this and
-- the error rolls every part of it back; the server reads the reason from the message
-- (docs/decisions/009-orders.md).
CREATE OR REPLACE FUNCTION refuse_order(reason text) RETURNS integer
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = reason;
END
$$;
