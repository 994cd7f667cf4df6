import type { IncomingTransfer, IncomingTransferReason, IncomingTransferStatus } from "@shop/shared";
import { and, count, desc, eq, inArray, lt, ne, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { incomingTransfers } from "../../db/schema";

/** SQL on the incoming_transfers table (payments module). */

type TransferRow = typeof incomingTransfers.$inferSelect;

/** A claimed row not judged yet: a crash came between the claim and the verdict. */
export const RECEIVED = "received";
/** What waits for the owner: judged unmatched, or never judged. */
const WAITING = ["unmatched", RECEIVED];

export function toIncomingTransfer(row: TransferRow): IncomingTransfer {
  return {
    id: row.id,
    sepayId: row.sepayId,
    // A row still "received" is shown as waiting for the owner, which is what it does.
    status: row.status === RECEIVED ? "unmatched" : (row.status as IncomingTransferStatus),
    reason: row.reason as IncomingTransferReason | null,
    orderId: row.orderId,
    amount: row.amount,
    content: row.content,
    gateway: row.gateway,
    accountNumber: row.accountNumber,
    referenceCode: row.referenceCode,
    transactionDate: row.transactionDate,
    receivedAt: row.receivedAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    settledBy: row.settledBy,
    note: row.note,
  };
}

export type NewTransfer = Omit<
  typeof incomingTransfers.$inferInsert,
  "id" | "status" | "reason" | "settledAt" | "settledBy" | "note"
>;

/**
 * Claims SePay's id: the row when this call stored it, null when the id was there already (a retry
 * or a replay), so only one delivery of a transaction ever judges it.
 */
export async function claimTransfer(db: Database, transfer: NewTransfer): Promise<TransferRow | null> {
  const [row] = await db
    .insert(incomingTransfers)
    .values({ ...transfer, status: RECEIVED })
    .onConflictDoNothing({ target: incomingTransfers.sepayId })
    .returning();
  return row ?? null;
}

/**
 * A claim left unjudged for longer than a delivery takes (the process died in between): taken over
 * by the caller, once, by moving its claim time forward.
 */
export async function reclaimStale(db: Database, sepayId: string, claimedBefore: Date, now: Date) {
  const [row] = await db
    .update(incomingTransfers)
    .set({ receivedAt: now })
    .where(
      and(
        eq(incomingTransfers.sepayId, sepayId),
        eq(incomingTransfers.status, RECEIVED),
        lt(incomingTransfers.receivedAt, claimedBefore),
      ),
    )
    .returning();
  return row ?? null;
}

export async function recordVerdict(
  db: Database,
  id: string,
  verdict: {
    status: Exclude<IncomingTransferStatus, "settled">;
    reason: IncomingTransferReason | null;
    orderId: string | null;
  },
): Promise<void> {
  await db.update(incomingTransfers).set(verdict).where(eq(incomingTransfers.id, id));
}

export async function findTransfer(db: Database, id: string): Promise<TransferRow | null> {
  const [row] = await db.select().from(incomingTransfers).where(eq(incomingTransfers.id, id));
  return row ?? null;
}

/** Unmatched (or never judged) → settled; null when another hand got there first. */
export async function settleTransfer(
  db: Database,
  id: string,
  settlement: { orderId: string | null; note: string | null; settledBy: string; settledAt: Date },
): Promise<TransferRow | null> {
  const [row] = await db
    .update(incomingTransfers)
    .set({ status: "settled", ...settlement })
    .where(
      and(
        eq(incomingTransfers.id, id),
        // Only what waits for the owner can be settled.
        inArray(incomingTransfers.status, WAITING),
      ),
    )
    .returning();
  return row ?? null;
}

export async function listTransfers(
  db: Database,
  options: { status?: IncomingTransferStatus; page: number; limit: number },
): Promise<{ items: IncomingTransfer[]; total: number }> {
  const where =
    options.status === "unmatched"
      ? inArray(incomingTransfers.status, WAITING)
      : options.status
        ? eq(incomingTransfers.status, options.status)
        : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(incomingTransfers)
      .where(where)
      .orderBy(desc(incomingTransfers.receivedAt), desc(incomingTransfers.id))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db.select({ total: count() }).from(incomingTransfers).where(where),
  ]);
  return { items: rows.map(toIncomingTransfer), total: counted?.total ?? 0 };
}

/**
 * The fields of SePay's payload that are the transfer's record (which money, when, into which of the
 * shop's accounts, the bank's reference); `content` and `description` carry what the payer wrote,
 * usually their name, and are what an erasure removes (docs/decisions/052-the-buyers-contract-and-records.md).
 */
export const SEPAY_RECORD_FIELDS = [
  "id",
  "gateway",
  "transactionDate",
  "accountNumber",
  "subAccount",
  "code",
  "transferType",
  "transferAmount",
  "accumulated",
  "referenceCode",
] as const;

/** The payload with only SEPAY_RECORD_FIELDS left. */
const payloadRecordOnly = sql`coalesce((select jsonb_object_agg(f.key, f.value) from jsonb_each(${incomingTransfers.payload}) f
  where f.key in (${sql.join(
    SEPAY_RECORD_FIELDS.map((field) => sql`${field}`),
    sql`, `,
  )})), '{}'::jsonb)`;

/** A note not erased yet. */
const noteLeft = or(
  ne(incomingTransfers.content, ""),
  sql`${incomingTransfers.payload} ?| array['content', 'description']`,
);

async function eraseNotes(db: Database, where: SQL | undefined): Promise<number> {
  const rows = await db
    .update(incomingTransfers)
    .set({ content: "", payload: payloadRecordOnly })
    .where(and(where, noteLeft))
    .returning({ id: incomingTransfers.id });
  return rows.length;
}

/** Erases the notes of transfers no longer waiting for the owner, received before `before`. */
export function eraseSettledNotesBefore(db: Database, before: Date): Promise<number> {
  return eraseNotes(
    db,
    and(notInArray(incomingTransfers.status, WAITING), lt(incomingTransfers.receivedAt, before)),
  );
}

/** Erases the notes of the transfers that named or paid these orders (their codes), in `tx`. */
export function eraseNotesOfOrders(tx: Database, orderIds: string[]): Promise<number> {
  if (orderIds.length === 0) return Promise.resolve(0);
  return eraseNotes(tx, inArray(incomingTransfers.orderId, orderIds));
}

/** Deletes the transfers received before `before` (the records period); answers how many. */
export async function deleteReceivedBefore(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(incomingTransfers)
    .where(lt(incomingTransfers.receivedAt, before))
    .returning({ id: incomingTransfers.id });
  return rows.length;
}
