import type { NotificationVerdict, PaymentMethod, PaymentNotification, PaymentProvider } from "@shop/shared";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderPayments, paymentNotifications } from "../../db/schema";

/** SQL on the payments module's own tables (payment_notifications, order_payments). */

type NotificationRow = typeof paymentNotifications.$inferSelect;

function toNotification(row: NotificationRow): PaymentNotification {
  return {
    id: row.id,
    provider: row.provider as PaymentProvider,
    orderId: row.orderId,
    verdict: row.verdict as NotificationVerdict,
    flagged: row.flagged,
    timesReceived: row.timesReceived,
    payload: row.payload,
    receivedAt: row.receivedAt.toISOString(),
  };
}

/** A notification seen before: counted once more, and its first verdict answered again. */
export async function countRepeat(
  db: Database,
  dedupeKey: string,
  now: Date,
): Promise<PaymentNotification | null> {
  const [row] = await db
    .update(paymentNotifications)
    .set({ timesReceived: sql`${paymentNotifications.timesReceived} + 1`, lastReceivedAt: now })
    .where(eq(paymentNotifications.dedupeKey, dedupeKey))
    .returning();
  return row ? toNotification(row) : null;
}

export interface NewNotification {
  provider: PaymentProvider;
  orderId: string | null;
  dedupeKey: string;
  payload: Record<string, unknown>;
  verdict: NotificationVerdict;
  flagged: boolean;
  receivedAt: Date;
}

export async function insertNotification(db: Database, notification: NewNotification): Promise<void> {
  await db
    .insert(paymentNotifications)
    .values({ ...notification, lastReceivedAt: notification.receivedAt })
    .onConflictDoUpdate({
      target: paymentNotifications.dedupeKey,
      set: { timesReceived: sql`${paymentNotifications.timesReceived} + 1` },
    });
}

/** The newest verdict on an order's payment, for the return page (failed or not yet). */
export async function latestVerdict(db: Database, orderId: string): Promise<NotificationVerdict | null> {
  const [row] = await db
    .select({ verdict: paymentNotifications.verdict })
    .from(paymentNotifications)
    .where(
      and(
        eq(paymentNotifications.orderId, orderId),
        sql`${paymentNotifications.verdict} in ('paid', 'failed', 'already_paid')`,
      ),
    )
    .orderBy(desc(paymentNotifications.lastReceivedAt))
    .limit(1);
  return (row?.verdict as NotificationVerdict | undefined) ?? null;
}

export async function listNotifications(
  db: Database,
  options: { flaggedOnly: boolean; limit: number; orderId?: string },
): Promise<PaymentNotification[]> {
  const rows = await db
    .select()
    .from(paymentNotifications)
    .where(
      and(
        options.flaggedOnly ? eq(paymentNotifications.flagged, true) : undefined,
        options.orderId === undefined ? undefined : eq(paymentNotifications.orderId, options.orderId),
      ),
    )
    .orderBy(desc(paymentNotifications.receivedAt), desc(paymentNotifications.id))
    .limit(options.limit);
  return rows.map(toNotification);
}

export async function findPaymentUrl(db: Database, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ paymentUrl: orderPayments.paymentUrl })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId));
  return row?.paymentUrl ?? null;
}

export async function savePaymentUrl(
  db: Database,
  payment: { orderId: string; method: PaymentMethod; paymentUrl: string; createdAt: Date },
): Promise<void> {
  await db.insert(orderPayments).values(payment).onConflictDoNothing();
}

/** The gateway's notification that paid an order (its payload holds the gateway's payment id). */
export async function paidNotificationPayload(
  db: Database,
  provider: PaymentProvider,
  orderId: string,
): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ payload: paymentNotifications.payload })
    .from(paymentNotifications)
    .where(
      and(
        eq(paymentNotifications.provider, provider),
        eq(paymentNotifications.orderId, orderId),
        eq(paymentNotifications.verdict, "paid"),
      ),
    )
    .limit(1);
  return row?.payload ?? null;
}

/** Deletes the notifications received before `before` (the records period); answers how many. */
export async function deleteNotificationsReceivedBefore(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(paymentNotifications)
    .where(lt(paymentNotifications.receivedAt, before))
    .returning({ id: paymentNotifications.id });
  return rows.length;
}
