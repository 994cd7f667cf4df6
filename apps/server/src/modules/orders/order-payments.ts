import type { Language, PaymentMethod } from "@shop/shared";
import { and, asc, eq, inArray, lt, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema";
import type { OrdersForPayments, PayableOrder } from "../payments/orders-port";

type OrderRow = typeof orders.$inferSelect;

function toPayable(row: OrderRow): PayableOrder {
  return {
    id: row.id,
    orderId: row.orderId,
    total: row.total,
    paymentMethod: row.paymentMethod as PaymentMethod,
    status: row.status,
    paymentStatus: row.paymentStatus,
    email: row.email,
    fullName: row.fullName,
    language: row.language as Language,
    createdAt: row.createdAt,
  };
}

/**
 * The orders the payments module sees (payments/orders-port.ts), in plain SQL on `orders`. Each
 * move is one conditional UPDATE, so a payment and an expiry racing for the same order cannot both
 * win. Where the order lifecycle service exists (stock returned, timeline, status mail), markPaid
 * and cancelUnpaid are the two calls to route to it.
 */
export function createOrdersForPayments(db: Database): OrdersForPayments {
  return {
    async findOrder(orderId) {
      const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId));
      return row ? toPayable(row) : null;
    },
    async markPaid(orderId) {
      const changed = await db
        .update(orders)
        .set({ paymentStatus: "paid" })
        .where(
          and(
            eq(orders.orderId, orderId),
            eq(orders.paymentStatus, "unpaid"),
            ne(orders.status, "cancelled"),
          ),
        )
        .returning({ id: orders.id });
      return changed.length > 0;
    },
    async cancelUnpaid(orderId) {
      const changed = await db
        .update(orders)
        .set({ status: "cancelled" })
        .where(
          and(eq(orders.orderId, orderId), eq(orders.paymentStatus, "unpaid"), eq(orders.status, "pending")),
        )
        .returning({ id: orders.id });
      return changed.length > 0;
    },
    async listWaitingForPayment(methods, before, limit) {
      if (methods.length === 0) return [];
      const rows = await db
        .select()
        .from(orders)
        .where(
          and(
            inArray(orders.paymentMethod, [...methods]),
            eq(orders.status, "pending"),
            eq(orders.paymentStatus, "unpaid"),
            lt(orders.createdAt, before),
          ),
        )
        .orderBy(asc(orders.createdAt))
        .limit(limit);
      return rows.map(toPayable);
    },
  };
}
