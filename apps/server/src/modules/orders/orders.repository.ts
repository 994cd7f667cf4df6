import type { Language, OrderShipping, PaymentMethod, PlacedOrder, StoredCustomerInfo } from "@shop/shared";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { preparedStatement } from "../../db/prepared-statements";
import { orderItems, orders } from "../../db/schema";

/**
 * SQL for orders. The rules (prices, limits, ids, idempotency) live in orders.service.ts; an order
 * is written by place-order.statement.ts.
 */

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** The lines of these orders, each order's in the order they were put in the cart. */
export async function findOrderLines(db: Database, orderIds: readonly string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
}

/** Asked before every order that carries a key (db/prepared-statements.ts). */
const orderByIdempotencyKeyStatement = preparedStatement((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.idempotencyKey, sql.placeholder("key")))
    .prepare("order_by_idempotency_key"),
);

export async function findOrderByIdempotencyKey(db: Database, key: string): Promise<PlacedOrder | null> {
  const [row] = await orderByIdempotencyKeyStatement(db).execute({ key });
  if (!row) return null;
  return toPlacedOrder(row, await findOrderLines(db, [row.id]));
}

/** An order by its uuid, as placed (the exchange of a returned line copies its buyer). */
export async function findOrderById(db: Database, id: string): Promise<PlacedOrder | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) return null;
  return toPlacedOrder(row, await findOrderLines(db, [row.id]));
}

/** Who the order goes to and where: the street line and the 2025 units picked (null on older orders). */
export function storedCustomerInfo(row: OrderRow): StoredCustomerInfo {
  return {
    fullName: row.fullName,
    phone: row.phone,
    email: row.email,
    address: row.address,
    provinceCode: row.provinceCode,
    provinceName: row.provinceName,
    wardCode: row.wardCode,
    wardName: row.wardName,
  };
}

/** The body hash stored with the order of this Idempotency-Key (null for orders placed before it). */
export async function findRequestHash(db: Database, key: string): Promise<string | null> {
  const [row] = await db
    .select({ requestHash: orders.requestHash })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  return row?.requestHash ?? null;
}

/** How the order ships, as stored (flat for every order placed before carriers were offered). */
export function orderShippingOf(row: OrderRow): OrderShipping {
  return {
    carrier: row.shippingCarrier as OrderShipping["carrier"],
    serviceId: row.shippingServiceId,
    expectedDeliveryDate: row.expectedDeliveryDate,
  };
}

function toPlacedOrder(row: OrderRow, items: OrderItemRow[]): PlacedOrder {
  return {
    id: row.id,
    orderId: row.orderId,
    subtotal: row.subtotal,
    discount: row.discount,
    shippingFee: row.shippingFee,
    total: row.total,
    paymentMethod: row.paymentMethod as PaymentMethod,
    customerInfo: storedCustomerInfo(row),
    items: items.map((item) => ({
      productId: item.productId,
      name: item.name,
      color: item.color,
      unitPrice: item.unitPrice,
      quantity: item.quantity,
    })),
    language: row.language as Language,
    status: row.status,
    paymentStatus: row.paymentStatus,
    voucherCode: row.voucherCode,
    shipping: orderShippingOf(row),
    termsVersion: row.termsVersion,
    createdAt: row.createdAt.toISOString(),
  };
}
