import {
  type AdminOrder,
  type AdminOrderDetail,
  addDays,
  type OrderFilter,
  type OrderStatus,
  phoneDigitsInSearch,
  shopDayStart,
} from "@shop/shared";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { foldAccents, foldedColumn } from "../../db/accent-fold";
import type { Database } from "../../db/client";
import { orderItems, orders } from "../../db/schema";
import { storedCustomerInfo } from "./orders.repository";

/** SQL of the administrator's order table. */

export interface OrderPageRequest extends OrderFilter {
  offset: number;
  limit: number;
}

/** `%`, `_` and `\` typed by the owner are searched for as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The WHERE of the order search: code, name (with or without its marks), phone or e-mail, status,
 * payment, method, days.
 */
export function orderFilterWhere(filter: OrderFilter): SQL | undefined {
  // Archived orders leave the working list and are found with `archived=true` (decision 052).
  const conditions: SQL[] = [
    filter.archived === "true" ? isNotNull(orders.archivedAt) : isNull(orders.archivedAt),
  ];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.paymentStatus) conditions.push(eq(orders.paymentStatus, filter.paymentStatus));
  if (filter.paymentMethod) conditions.push(eq(orders.paymentMethod, filter.paymentMethod));
  if (filter.from) conditions.push(gte(orders.createdAt, shopDayStart(filter.from)));
  if (filter.to) conditions.push(lt(orders.createdAt, shopDayStart(addDays(filter.to, 1))));
  const q = filter.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    // Phones are stored as digits: "0377 123 456" as typed finds 0377123456.
    const phone = phoneDigitsInSearch(q);
    const text = or(
      ilike(orders.orderId, pattern),
      sql`${foldedColumn(orders.fullName)} like ${likePattern(foldAccents(q))}`,
      ilike(orders.phone, phone ? likePattern(phone) : pattern),
      ilike(orders.email, pattern),
    );
    if (text) conditions.push(text);
  }
  return and(...conditions);
}

/** One page, newest first, with its lines in one more query (served by orders_status_created_at_idx). */
export async function findOrderPage(
  db: Database,
  { offset, limit, ...filter }: OrderPageRequest,
): Promise<{ items: AdminOrder[]; total: number }> {
  const where = orderFilterWhere(filter);
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
  const byOrder = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toAdminOrder(row, byOrder.get(row.id) ?? [])),
    total: totals[0]?.total ?? 0,
  };
}

type OrderRow = typeof orders.$inferSelect;

function toAdminOrder(row: OrderRow, items: AdminOrder["items"]): AdminOrder {
  return {
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
    items,
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}

/** The lines of some orders, in one query, grouped by order id. */
async function linesOf(db: Database, ids: string[]): Promise<Map<string, AdminOrder["items"]>> {
  const lines =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .orderBy(asc(orderItems.orderId), asc(orderItems.position), asc(orderItems.id));
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
  return byOrder;
}

/** One order with its lines, for the detail view; `lock` holds the row until the transaction ends. */
export async function findOrderDetail(
  db: Database,
  id: string,
  { lock = false } = {},
): Promise<AdminOrderDetail | null> {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return null;
  const lines = await linesOf(db, [row.id]);
  return detailOf(row, lines.get(row.id) ?? []);
}

function detailOf(row: OrderRow, items: AdminOrder["items"]): AdminOrderDetail {
  return {
    ...toAdminOrder(row, items),
    voucherCode: row.voucherCode,
    language: row.language,
    termsVersion: row.termsVersion,
    termsHash: row.termsHash,
    termsAccepted: row.termsAccepted,
  };
}

/**
 * The filtered orders for the CSV, a batch at a time (newest first, keyed on created_at and id),
 * so a large export never holds every order in memory at once.
 */
export async function* filteredOrderBatches(
  db: Database,
  filter: OrderFilter,
  batchSize: number,
): AsyncGenerator<AdminOrderDetail[]> {
  let offset = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(orders)
      .where(orderFilterWhere(filter))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(batchSize)
      .offset(offset);
    if (rows.length === 0) return;
    const lines = await linesOf(
      db,
      rows.map((row) => row.id),
    );
    yield rows.map((row) => detailOf(row, lines.get(row.id) ?? []));
    if (rows.length < batchSize) return;
    offset += batchSize;
  }
}

/**
 * Archives one order (out of the working list, every figure kept). Null when there is no such
 * order; the time it was archived before when it already was (nothing changes then).
 */
export async function archiveOrder(
  db: Database,
  id: string,
  at: Date,
): Promise<{ archivedAt: Date; isNew: boolean } | null> {
  const [archived] = await db
    .update(orders)
    .set({ archivedAt: at })
    .where(and(eq(orders.id, id), isNull(orders.archivedAt)))
    .returning({ archivedAt: orders.archivedAt });
  if (archived?.archivedAt) return { archivedAt: archived.archivedAt, isNew: true };
  const [before] = await db.select({ archivedAt: orders.archivedAt }).from(orders).where(eq(orders.id, id));
  return before?.archivedAt ? { archivedAt: before.archivedAt, isNew: false } : null;
}

/** One statement: every working order with `status` is archived, or none. Answers which. */
export async function archiveOrdersWithStatus(
  db: Database,
  status: OrderStatus,
  at: Date,
): Promise<Array<{ id: string; orderId: string }>> {
  return db
    .update(orders)
    .set({ archivedAt: at })
    .where(and(eq(orders.status, status), isNull(orders.archivedAt)))
    .returning({ id: orders.id, orderId: orders.orderId });
}

/**
 * The retention job's purge (modules/retention): archived orders placed before `placedBefore`, with
 * their lines and timelines (ON DELETE CASCADE). Orders never archived are never purged.
 */
export async function purgeArchivedOrders(db: Database, placedBefore: Date): Promise<number> {
  const rows = await db
    .delete(orders)
    .where(and(isNotNull(orders.archivedAt), lt(orders.createdAt, placedBefore)))
    .returning({ id: orders.id });
  return rows.length;
}
