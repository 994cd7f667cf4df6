import type { Alert, AlertKind, AlertStatus } from "@shop/shared";
import { and, asc, eq, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { productAlerts } from "../../db/schema";

/** The alerts module's own table (docs/decisions/059-stock-and-price-alerts.md). */

export type AlertRow = typeof productAlerts.$inferSelect;
export type NewAlert = typeof productAlerts.$inferInsert;

/** Whose alerts: an account's own rows, and those of an address (a proved one, or a guest's). */
export interface AlertSubject {
  userId?: string | null;
  email?: string | null;
}

export function statusOf(row: AlertRow): AlertStatus {
  if (row.cancelledAt) return "cancelled";
  if (row.sentAt) return "sent";
  if (!row.confirmedAt) return "pending_confirmation";
  return "waiting";
}

export function toAlert(row: AlertRow): Alert {
  return {
    id: row.id,
    productId: row.productId,
    color: row.color,
    kind: row.kind as AlertKind,
    status: statusOf(row),
    priceSeen: row.priceSeen,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The same address, product, colour and kind, neither sent nor cancelled (one at most). */
function openAlike(alert: Pick<NewAlert, "email" | "productId" | "color" | "kind">): SQL | undefined {
  return and(
    eq(productAlerts.email, alert.email),
    eq(productAlerts.productId, alert.productId),
    eq(productAlerts.color, alert.color),
    eq(productAlerts.kind, alert.kind),
    isNull(productAlerts.sentAt),
    isNull(productAlerts.cancelledAt),
  );
}

/**
 * Stores the alert unless the address already has it open; answers the row stored or the one
 * found. A guest's alert whose link expired unused is replaced (its address was never proved).
 */
export async function insertAlertOnce(
  tx: Database,
  alert: NewAlert,
  now: Date,
): Promise<{ row: AlertRow; created: boolean }> {
  await tx
    .delete(productAlerts)
    .where(and(openAlike(alert), isNull(productAlerts.confirmedAt), lt(productAlerts.confirmExpiresAt, now)));
  const [inserted] = await tx.insert(productAlerts).values(alert).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await tx.select().from(productAlerts).where(openAlike(alert)).limit(1);
  if (!existing) throw new Error("alert neither stored nor found");
  return { row: existing, created: false };
}

export async function findAlertByToken(db: Database, tokenHash: string): Promise<AlertRow | null> {
  const [row] = await db.select().from(productAlerts).where(eq(productAlerts.confirmTokenHash, tokenHash));
  return row ?? null;
}

export async function findAlertByTokenForUpdate(tx: Database, tokenHash: string): Promise<AlertRow | null> {
  const [row] = await tx
    .select()
    .from(productAlerts)
    .where(eq(productAlerts.confirmTokenHash, tokenHash))
    .for("update");
  return row ?? null;
}

export async function confirmAlert(tx: Database, id: string, now: Date): Promise<void> {
  await tx.update(productAlerts).set({ confirmedAt: now }).where(eq(productAlerts.id, id));
}

/** Confirmed alerts neither sent nor cancelled, of these products. */
export function findWaitingAlerts(db: Database, productIds: readonly string[]): Promise<AlertRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(productAlerts)
    .where(
      and(
        inArray(productAlerts.productId, [...productIds]),
        isNotNull(productAlerts.confirmedAt),
        isNull(productAlerts.sentAt),
        isNull(productAlerts.cancelledAt),
      ),
    );
}

/** The products that have a waiting alert, a page at a time (the sweep). */
export async function findWatchedProducts(
  db: Database,
  after: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ productId: productAlerts.productId })
    .from(productAlerts)
    .where(
      and(
        isNotNull(productAlerts.confirmedAt),
        isNull(productAlerts.sentAt),
        isNull(productAlerts.cancelledAt),
        after ? sql`${productAlerts.productId} > ${after}` : undefined,
      ),
    )
    .orderBy(asc(productAlerts.productId))
    .limit(limit);
  return rows.map((row) => row.productId);
}

/**
 * Claims the alert for sending: only the first caller on any instance sees the row come back
 * (the UPDATE's WHERE is checked again under the row's lock). Run in the transaction that queues
 * its mail, so a claim without its mail never commits.
 */
export async function claimForSending(tx: Database, id: string, now: Date): Promise<AlertRow | null> {
  const [row] = await tx
    .update(productAlerts)
    .set({ sentAt: now })
    .where(and(eq(productAlerts.id, id), isNull(productAlerts.sentAt), isNull(productAlerts.cancelledAt)))
    .returning();
  return row ?? null;
}

/** Withdrawn (by its owner, or its mail's consent is gone): never sent. */
export async function cancelAlert(
  tx: Database,
  id: string,
  now: Date,
  owner: { userId: string } | null = null,
): Promise<boolean> {
  const rows = await tx
    .update(productAlerts)
    .set({ sentAt: null, cancelledAt: now })
    .where(
      and(
        eq(productAlerts.id, id),
        isNull(productAlerts.cancelledAt),
        owner ? eq(productAlerts.userId, owner.userId) : undefined,
      ),
    )
    .returning({ id: productAlerts.id });
  return rows.length > 0;
}

/**
 * Cancels every alert of this address still open (waiting or not yet confirmed): its consent is
 * withdrawn, so none of them will ever be sent, and the account page should not say they wait.
 */
export async function cancelOpenAlertsOf(tx: Database, email: string, now: Date): Promise<void> {
  await tx
    .update(productAlerts)
    .set({ cancelledAt: now })
    .where(
      and(
        eq(productAlerts.email, email.toLowerCase()),
        isNull(productAlerts.sentAt),
        isNull(productAlerts.cancelledAt),
      ),
    );
}

function subjectMatch(subject: AlertSubject): SQL | undefined {
  const parts = [
    subject.userId ? eq(productAlerts.userId, subject.userId) : undefined,
    subject.email ? eq(productAlerts.email, subject.email.toLowerCase()) : undefined,
  ].filter((part) => part !== undefined);
  return parts.length > 0 ? or(...parts) : sql`false`;
}

export function findAlertsOf(db: Database, subject: AlertSubject): Promise<AlertRow[]> {
  return db.select().from(productAlerts).where(subjectMatch(subject)).orderBy(asc(productAlerts.createdAt));
}

export async function deleteAlertsOf(tx: Database, subject: AlertSubject): Promise<void> {
  await tx.delete(productAlerts).where(subjectMatch(subject));
}

/**
 * The retention job's purge (docs/decisions/059-stock-and-price-alerts.md): links never used,
 * alerts sent or cancelled `doneDays` ago, and alerts still waiting after `waitingDays`.
 */
export async function purgeAlerts(
  db: Database,
  now: Date,
  { doneDays, waitingDays }: { doneDays: number; waitingDays: number },
): Promise<number> {
  const day = 24 * 60 * 60 * 1000;
  const doneBefore = new Date(now.getTime() - doneDays * day);
  const waitingBefore = new Date(now.getTime() - waitingDays * day);
  const rows = await db
    .delete(productAlerts)
    .where(
      or(
        and(isNull(productAlerts.confirmedAt), lt(productAlerts.confirmExpiresAt, now)),
        lt(productAlerts.sentAt, doneBefore),
        lt(productAlerts.cancelledAt, doneBefore),
        lt(productAlerts.createdAt, waitingBefore),
      ),
    )
    .returning({ id: productAlerts.id });
  return rows.length;
}
