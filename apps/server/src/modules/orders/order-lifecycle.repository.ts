import type { Language, OrderStatus, PaymentStatus } from "@shop/shared";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderItems, orders } from "../../db/schema";
import { findOrderLines } from "./orders.repository";

/** SQL of the order lifecycle: one order locked, read and changed inside the caller's transaction. */

export interface LockedOrder {
  id: string;
  orderId: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  fullName: string;
  email: string;
  language: Language;
  /** What the owner's tools are told of a payment (modules/webhooks). */
  paymentMethod: string;
  total: number;
  items: Array<{ productId: string; name: string; color: string; quantity: number }>;
}

/**
 * The order by its uuid or by its code ("ORDER…"), its row locked until the transaction ends
 * (SELECT … FOR UPDATE), so two changes of one order run one after the other and each sees the
 * other's result. Null when there is no such order.
 */
export async function lockOrder(
  tx: Database,
  ref: { id: string } | { orderId: string },
): Promise<LockedOrder | null> {
  const where = "id" in ref ? eq(orders.id, ref.id) : eq(orders.orderId, ref.orderId);
  const [row] = await tx
    .select({
      id: orders.id,
      orderId: orders.orderId,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      fullName: orders.fullName,
      email: orders.email,
      language: orders.language,
      paymentMethod: orders.paymentMethod,
      total: orders.total,
    })
    .from(orders)
    .where(where)
    .for("update");
  if (!row) return null;
  const items = await tx
    .select({
      productId: orderItems.productId,
      name: orderItems.name,
      color: orderItems.color,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
  return { ...row, language: row.language as Language, items };
}

export async function setOrderStatus(tx: Database, id: string, status: OrderStatus): Promise<void> {
  await tx.update(orders).set({ status }).where(eq(orders.id, id));
}

export async function setOrderPaymentStatus(
  tx: Database,
  id: string,
  paymentStatus: PaymentStatus,
): Promise<void> {
  await tx.update(orders).set({ paymentStatus }).where(eq(orders.id, id));
}

/** A guest's order by its code and phone, both at once: a wrong pair and a missing order look alike. */
export async function findOrderByCodeAndPhone(db: Database, orderId: string, phone: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderId, orderId), eq(orders.phone, phone)));
  if (!row) return null;
  return { row, items: await findOrderLines(db, [row.id]) };
}

export async function orderExists(db: Database, id: string): Promise<boolean> {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
  return rows.length > 0;
}
