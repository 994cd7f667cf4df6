import type { AdminOrder, OrderStatus } from "@shop/shared";
import { asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderItems, orders } from "../../db/schema";
import { storedCustomerInfo } from "./orders.repository";

/** SQL of the administrator's order table. */

export interface OrderPageRequest {
  status?: OrderStatus;
  offset: number;
  limit: number;
}

/** One page, newest first, with its lines in one more query (served by orders_status_created_at_idx). */
export async function findOrderPage(
  db: Database,
  { status, offset, limit }: OrderPageRequest,
): Promise<{ items: AdminOrder[]; total: number }> {
  const where = status ? eq(orders.status, status) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const lines =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  const byOrder = new Map<string, AdminOrder["items"]>();
  for (const line of lines) {
    const list = byOrder.get(line.orderId) ?? [];
    list.push({
      productId: line.productId,
      name: line.name,
      color: line.color,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
    });
    byOrder.set(line.orderId, list);
  }
  const items = rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    subtotal: row.subtotal,
    discount: row.discount,
    shippingFee: row.shippingFee,
    total: row.total,
    paymentMethod: row.paymentMethod,
    customerInfo: storedCustomerInfo(row),
    status: row.status,
    paymentStatus: row.paymentStatus,
    createdAt: row.createdAt.toISOString(),
    items: byOrder.get(row.id) ?? [],
  }));
  return { items, total: totals[0]?.total ?? 0 };
}

/** Lines go with their order (ON DELETE CASCADE). False when there was none. */
export async function deleteOrder(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id });
  return rows.length > 0;
}

/** One statement, hence one transaction: every delivered order goes, or none. Answers how many. */
export async function deleteOrdersWithStatus(db: Database, status: OrderStatus): Promise<number> {
  const rows = await db.delete(orders).where(eq(orders.status, status)).returning({ id: orders.id });
  return rows.length;
}
