import type { RefundMethod, RefundRecordStatus, ReturnReason, ReturnStatus } from "@shop/shared";
import { and, asc, count, desc, eq, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { refunds, returnLines, returnPhotos, returns } from "../../db/schema";

/** SQL of the returns module's own tables: returns, return_lines, return_photos, refunds. */

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export interface StoredReturn {
  row: ReturnRow;
  lines: ReturnLineRow[];
  photos: string[];
  refunds: RefundRow[];
}

export interface NewReturn {
  orderId: string;
  orderCode: string;
  reason: ReturnReason;
  note: string;
  lines: Array<{ productId: string; name: string; color: string; unitPrice: number; quantity: number }>;
  photos: string[];
  now: Date;
}

export async function insertReturn(tx: Database, input: NewReturn): Promise<string> {
  const [row] = await tx
    .insert(returns)
    .values({
      orderId: input.orderId,
      orderCode: input.orderCode,
      reason: input.reason,
      note: input.note,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: returns.id });
  if (!row) throw new Error("insert into returns returned no row");
  await tx
    .insert(returnLines)
    .values(input.lines.map((line, index) => ({ ...line, returnId: row.id, position: index + 1 })));
  if (input.photos.length > 0) {
    await tx
      .insert(returnPhotos)
      .values(input.photos.map((url, index) => ({ returnId: row.id, url, position: index + 1 })));
  }
  return row.id;
}

/**
 * How many of each line (product and colour) of an order are held by its returns that were not
 * rejected: what a new request may not ask for again.
 */
export async function heldQuantities(tx: Database, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({
      productId: returnLines.productId,
      color: returnLines.color,
      quantity: sql<number>`sum(${returnLines.quantity})::int`,
    })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returns.orderId, orderId), ne(returns.status, "rejected")))
    .groupBy(returnLines.productId, returnLines.color);
  return new Map(rows.map((row) => [lineKey(row.productId, row.color), Number(row.quantity)]));
}

export function lineKey(productId: string, color: string): string {
  return `${productId}|${color.toLowerCase()}`;
}

async function withDetails(db: Database, rows: ReturnRow[]): Promise<StoredReturn[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const lines = await db
    .select()
    .from(returnLines)
    .where(inArray(returnLines.returnId, ids))
    .orderBy(asc(returnLines.position));
  const photos = await db
    .select()
    .from(returnPhotos)
    .where(inArray(returnPhotos.returnId, ids))
    .orderBy(asc(returnPhotos.position));
  const refundRows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.returnId, ids))
    .orderBy(asc(refunds.createdAt));
  return rows.map((row) => ({
    row,
    lines: lines.filter((line) => line.returnId === row.id),
    photos: photos.filter((photo) => photo.returnId === row.id).map((photo) => photo.url),
    refunds: refundRows.filter((refund) => refund.returnId === row.id),
  }));
}

export async function findReturn(db: Database, id: string): Promise<StoredReturn | null> {
  const rows = await db.select().from(returns).where(eq(returns.id, id));
  return (await withDetails(db, rows))[0] ?? null;
}

/** The return, its row locked until the transaction ends (two staff clicking at once). */
export async function lockReturn(tx: Database, id: string): Promise<StoredReturn | null> {
  const rows = await tx.select().from(returns).where(eq(returns.id, id)).for("update");
  return (await withDetails(tx, rows))[0] ?? null;
}

export async function returnsOfOrder(db: Database, orderId: string): Promise<StoredReturn[]> {
  const rows = await db
    .select()
    .from(returns)
    .where(eq(returns.orderId, orderId))
    .orderBy(desc(returns.createdAt), desc(returns.id));
  return withDetails(db, rows);
}

export async function findReturnPage(
  db: Database,
  query: { status?: ReturnStatus; orderCode?: string; offset: number; limit: number },
): Promise<{ items: StoredReturn[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(returns.status, query.status));
  if (query.orderCode) conditions.push(eq(returns.orderCode, query.orderCode));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(returns)
      .where(where)
      .orderBy(desc(returns.createdAt), desc(returns.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(returns).where(where),
  ]);
  return { items: await withDetails(db, rows), total: Number(totals[0]?.total ?? 0) };
}

/**
 * received → exchanged in one conditional statement: of two staff exchanging at once, one claims
 * the return and the other finds it no longer received. True when this call claimed it.
 */
export async function claimForExchange(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(returns)
    .set({ status: "exchanged", updatedAt: now })
    .where(and(eq(returns.id, id), eq(returns.status, "received")))
    .returning({ id: returns.id });
  return rows.length > 0;
}

/** An exchange that could not be placed gives the return back its `received`. */
export async function releaseExchangeClaim(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(returns)
    .set({ status: "received", updatedAt: now })
    .where(and(eq(returns.id, id), eq(returns.status, "exchanged"), isNull(returns.exchangeOrderId)));
}

export async function setExchangeOrder(
  tx: Database,
  id: string,
  exchange: { id: string; orderId: string },
): Promise<void> {
  await tx
    .update(returns)
    .set({ exchangeOrderId: exchange.id, exchangeOrderCode: exchange.orderId })
    .where(eq(returns.id, id));
}

export async function setReturnStatus(
  tx: Database,
  id: string,
  change: { status: ReturnStatus; staffMessage?: string; now: Date },
): Promise<void> {
  await tx
    .update(returns)
    .set({
      status: change.status,
      updatedAt: change.now,
      ...(change.staffMessage !== undefined ? { staffMessage: change.staffMessage } : {}),
    })
    .where(eq(returns.id, id));
}

/**
 * What of an order's payment is given back or on its way: every refund but the failed ones. A
 * `started` refund counts too: while a gateway is being asked, its amount is not free for another.
 */
export async function refundedAmount(tx: Database, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), ne(refunds.status, "failed")));
  return Number(row?.total ?? 0);
}

export interface NewRefund {
  orderId: string;
  returnId: string | null;
  amount: number;
  method: RefundMethod;
  status: "started" | RefundRecordStatus;
  requestId: string;
  reference: string | null;
  actor: { id: string; email: string };
  now: Date;
}

export async function insertRefund(tx: Database, refund: NewRefund): Promise<RefundRow> {
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: refund.orderId,
      returnId: refund.returnId,
      amount: refund.amount,
      method: refund.method,
      status: refund.status,
      requestId: refund.requestId,
      reference: refund.reference,
      actorId: refund.actor.id,
      actorEmail: refund.actor.email,
      createdAt: refund.now,
      settledAt: refund.status === "started" ? null : refund.now,
    })
    .returning();
  if (!row) throw new Error("insert into refunds returned no row");
  return row;
}

export async function settleRefund(
  tx: Database,
  id: string,
  outcome: {
    status: RefundRecordStatus;
    reference: string | null;
    gatewayCode: string | null;
    message: string | null;
    now: Date;
  },
): Promise<RefundRow> {
  const [row] = await tx
    .update(refunds)
    .set({
      status: outcome.status,
      reference: outcome.reference,
      gatewayCode: outcome.gatewayCode,
      message: outcome.message,
      settledAt: outcome.now,
    })
    .where(eq(refunds.id, id))
    .returning();
  if (!row) throw new Error(`refund ${id} vanished`);
  return row;
}

export async function refundsOfOrder(db: Database, orderId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
}
