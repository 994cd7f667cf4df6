import { SHOP_TIME_ZONE } from "@shop/shared";
import { and, count, desc, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderItems, orders } from "../../db/schema";

/**
 * The dashboard's aggregates (modules/stats), each one SQL statement over the orders in a range
 * (served by orders_created_at_idx); no order is loaded into memory. Cancelled orders never count.
 * Here because the orders module owns the orders tables; the stats service gets them as
 * `OrderFigures` from app.ts.
 */

export interface Range {
  /** First instant included (midnight in Vietnam). */
  start: Date;
  /** First instant not included. */
  end: Date;
}

// A constant, not user input: inlined so SELECT and GROUP BY are the same expression.
const shopDay = sql<string>`to_char(${orders.createdAt} at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;

function counted(range: Range) {
  return and(
    gte(orders.createdAt, range.start),
    lt(orders.createdAt, range.end),
    ne(orders.status, "cancelled"),
  );
}

export async function revenueByDay(
  db: Database,
  range: Range,
): Promise<Array<{ date: string; revenue: number; orders: number }>> {
  const rows = await db
    .select({ date: shopDay, revenue: sql<string>`sum(${orders.total})`, orders: count() })
    .from(orders)
    .where(counted(range))
    .groupBy(shopDay)
    .orderBy(shopDay);
  return rows.map((row) => ({ date: row.date, revenue: Number(row.revenue), orders: row.orders }));
}

export async function bestSellers(
  db: Database,
  range: Range,
  limit: number,
): Promise<Array<{ productId: string; name: string; quantity: number; revenue: number }>> {
  const quantity = sql<string>`sum(${orderItems.quantity})`;
  const rows = await db
    .select({
      productId: orderItems.productId,
      // The latest name a line recorded; lines keep the name of the day.
      name: sql<string>`max(${orderItems.name})`,
      quantity,
      revenue: sql<string>`sum(${orderItems.unitPrice}::bigint * ${orderItems.quantity})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(counted(range))
    .groupBy(orderItems.productId)
    .orderBy(desc(quantity), orderItems.productId)
    .limit(limit);
  return rows.map((row) => ({
    productId: row.productId,
    name: row.name,
    quantity: Number(row.quantity),
    revenue: Number(row.revenue),
  }));
}

/** Orders waiting for the owner, whatever their date: pending, or paid and not yet on the way. */
export async function waitingOrders(db: Database): Promise<{ pending: number; paidNotShipped: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${orders.status} = 'pending')`.mapWith(Number),
      paidNotShipped: sql<number>`count(*) filter (where ${orders.paymentStatus} = 'paid')`.mapWith(Number),
    })
    .from(orders)
    .where(inArray(orders.status, ["pending", "confirmed"]));
  return { pending: row?.pending ?? 0, paidNotShipped: row?.paidNotShipped ?? 0 };
}

/** The figures the dashboard asks of the orders, bound to a database. */
export function createOrderFigures(db: Database) {
  return {
    revenueByDay: (range: Range) => revenueByDay(db, range),
    bestSellers: (range: Range, limit: number) => bestSellers(db, range, limit),
    waitingOrders: () => waitingOrders(db),
  };
}
export type OrderFigures = ReturnType<typeof createOrderFigures>;
