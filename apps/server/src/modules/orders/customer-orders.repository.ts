import type { CustomerOrder } from "@shop/shared";
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema";
import { findOrderEvents, publicEvent } from "./order-events.repository";
import { findOrderLines } from "./orders.repository";

/**
 * A customer's orders: checkout needs no account, so orders are matched by
 * e-mail, compared lower-cased (served by `orders_email_lower_idx`). The newest first; three queries
 * whatever the number of orders.
 */
export async function findOrdersByEmail(
  db: Database,
  email: string,
  limit: number,
): Promise<CustomerOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(sql`lower(${orders.email})`, email.toLowerCase()))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const items = await findOrderLines(
    db,
    rows.map((row) => row.id),
  );
  const timelines = await findOrderEvents(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    subtotal: row.subtotal,
    discount: row.discount,
    shippingFee: row.shippingFee,
    total: row.total,
    paymentMethod: row.paymentMethod,
    status: row.status,
    paymentStatus: row.paymentStatus,
    address: row.address,
    createdAt: row.createdAt.toISOString(),
    items: items
      .filter((item) => item.orderId === row.id)
      .map((item) => ({
        productId: item.productId,
        name: item.name,
        color: item.color,
        unitPrice: item.unitPrice,
        quantity: item.quantity,
      })),
    timeline: (timelines.get(row.id) ?? []).map(publicEvent),
    termsVersion: row.termsVersion,
    language: row.language,
  }));
}
