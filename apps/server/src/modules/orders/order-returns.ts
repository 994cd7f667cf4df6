import type { Language, PaymentMethod } from "@shop/shared";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderEvents, orderItems, orders } from "../../db/schema";
import type { OrdersForReturns, ReturnableOrder } from "../returns/orders-port";
import type { OrderLifecycle } from "./order-lifecycle.service";
import type { OrderService } from "./orders.service";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The orders the returns module sees (returns/orders-port.ts): an order with its lines and the time
 * it was delivered (the last `delivered` on its timeline), read or locked in the caller's
 * transaction; the payment's move after a refund goes through the lifecycle.
 */
export function createOrdersForReturns(
  db: Database,
  lifecycle: Pick<OrderLifecycle, "setRefundedPaymentStatus">,
  orderService: Pick<OrderService, "placeExchangeOrder">,
): OrdersForReturns {
  async function read(
    executor: Database,
    ref: { id: string } | { orderId: string },
    lock: boolean,
  ): Promise<ReturnableOrder | null> {
    const where = "id" in ref ? eq(orders.id, ref.id) : eq(orders.orderId, ref.orderId);
    const query = executor.select().from(orders).where(where);
    const [row] = lock ? await query.for("update") : await query;
    if (!row) return null;
    const lines = await executor
      .select({
        productId: orderItems.productId,
        name: orderItems.name,
        color: orderItems.color,
        unitPrice: orderItems.unitPrice,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, row.id))
      .orderBy(asc(orderItems.position), asc(orderItems.id));
    const [delivered] = await executor
      .select({ at: orderEvents.at })
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.orderId, row.id),
          eq(orderEvents.kind, "status"),
          eq(orderEvents.toValue, "delivered"),
        ),
      )
      .orderBy(desc(orderEvents.at))
      .limit(1);
    return {
      id: row.id,
      orderId: row.orderId,
      status: row.status,
      paymentStatus: row.paymentStatus,
      paymentMethod: row.paymentMethod as PaymentMethod,
      total: row.total,
      fullName: row.fullName,
      email: row.email,
      phone: row.phone,
      language: row.language as Language,
      createdAt: row.createdAt,
      // An order delivered before the timeline existed counts from when it was placed (earlier,
      // so never a longer window than the law's).
      deliveredAt: delivered?.at ?? (row.status === "delivered" ? row.createdAt : null),
      lines,
    };
  }

  function refOf(order: string): { id: string } | { orderId: string } | null {
    if (UUID_PATTERN.test(order)) return { id: order };
    return /^ORDER\d+$/i.test(order) ? { orderId: order.toUpperCase() } : null;
  }

  return {
    async findOrder(order) {
      const ref = refOf(order);
      return ref ? read(db, ref, false) : null;
    },
    async lockOrder(tx, id) {
      return UUID_PATTERN.test(id) ? read(tx, { id }, true) : null;
    },
    setRefundedPaymentStatus: (tx, id, to, actor) => lifecycle.setRefundedPaymentStatus(tx, id, to, actor),
    async placeExchangeOrder(originalId, lines) {
      const order = await orderService.placeExchangeOrder(originalId, lines);
      return { id: order.id, orderId: order.orderId };
    },
  };
}
