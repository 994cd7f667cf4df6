import type { Language, OrderActor, PaymentMethod } from "@shop/shared";
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema";
import type { OrdersForPayments, PayableOrder, PaymentActor } from "../payments/orders-port";
import type { OrderLifecycle } from "./order-lifecycle.service";

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

/** The timeline's actor for a payment move: the owner, or the shop's own machinery. */
function timelineActor(actor: PaymentActor): OrderActor {
  return actor.kind === "admin" ? { kind: "shop", userId: actor.userId } : { kind: "system" };
}

/**
 * The orders the payments module sees (payments/orders-port.ts). Its two moves go through the
 * order lifecycle (order-lifecycle.service.ts), which locks the order, writes the timeline, puts
 * the stock back on a cancel and mails the customer; the checks here keep the port's promises
 * (only an unpaid, uncancelled order is paid; only a pending, unpaid one is cancelled), so a payment
 * for an expired order stays unpaid and is flagged by the payments module.
 */
export function createOrdersForPayments(
  db: Database,
  lifecycle: Pick<OrderLifecycle, "markOrderPaid" | "changeOrderStatus">,
): OrdersForPayments {
  async function findRow(orderId: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId));
    return row;
  }
  return {
    async findOrder(orderId) {
      const row = await findRow(orderId);
      return row ? toPayable(row) : null;
    },
    async markPaid(orderId, actor) {
      const row = await findRow(orderId);
      if (row?.paymentStatus !== "unpaid" || row.status === "cancelled") return false;
      return (await lifecycle.markOrderPaid(orderId, timelineActor(actor))).changed;
    },
    async cancelUnpaid(orderId, actor, notice) {
      const row = await findRow(orderId);
      if (row?.paymentStatus !== "unpaid" || row.status !== "pending") return false;
      const change = await lifecycle.changeOrderStatus(orderId, "cancelled", timelineActor(actor), {
        ...(notice ? { notice: notice(toPayable(row)) } : {}),
      });
      return change.changed;
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
