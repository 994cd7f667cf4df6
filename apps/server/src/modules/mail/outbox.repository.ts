import { and, asc, count, eq, inArray, isNotNull, isNull, lt, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailOutbox, type StoredMailAttachment } from "../../db/schema";
import type { MailAttachment, MailMessage } from "./mailer";

/** SQL on `mail_outbox`, the mail module's table. The rules (retries, claims) are in outbox.ts. */

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * The first key of the two-part advisory lock each running worker holds on its own session; the
 * second part is the worker's `claimed_by` number. Any constant not used elsewhere (client.ts
 * takes 72_016_001 as a one-part key for migrations).
 */
export const OUTBOX_LOCK_CLASS = 72_016_002;

function storedAttachments(attachments: MailAttachment[] = []): StoredMailAttachment[] {
  return attachments.map(({ content, ...rest }) => ({ ...rest, contentBase64: content.toString("base64") }));
}

/** The attachments of a row as the transports take them. */
export function attachmentsOf(row: OutboxRow): MailAttachment[] {
  return row.attachments.map(({ contentBase64, ...rest }) => ({
    ...rest,
    content: Buffer.from(contentBase64, "base64"),
  }));
}

/** Inserts a message in the caller's transaction; a second one with the same dedupe key is ignored. */
export async function insertMessage(
  tx: Database,
  message: Omit<MailMessage, "key">,
  dedupeKey: string | null,
  now: Date,
): Promise<void> {
  await tx
    .insert(mailOutbox)
    .values({
      dedupeKey,
      recipient: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      attachments: storedAttachments(message.attachments),
      headers: message.headers ?? {},
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey });
}

/**
 * The same insert as a CTE (`queued_mail`) of a larger statement, written only when `onlyIf` holds:
 * an order's confirmation goes in with the order itself (modules/orders/place-order.statement.ts).
 */
export function insertMessageCte(
  message: Omit<MailMessage, "key">,
  dedupeKey: string,
  now: Date,
  onlyIf: SQL,
): SQL {
  const at = now.toISOString();
  return sql`queued_mail as (
      insert into ${mailOutbox} (dedupe_key, recipient, subject, text_body, html_body, attachments, headers,
        next_attempt_at, created_at)
      select ${dedupeKey}, ${message.to}, ${message.subject}, ${message.text}, ${message.html},
        ${JSON.stringify(storedAttachments(message.attachments))}::jsonb, ${JSON.stringify(message.headers ?? {})}::jsonb,
        ${at}::timestamptz, ${at}::timestamptz
      where ${onlyIf}
      on conflict (dedupe_key) do nothing
    )`;
}

/**
 * Claims up to `limit` due messages for the worker `me`, in one statement (its own transaction):
 * rows other workers are claiming right now are skipped (`FOR UPDATE SKIP LOCKED`), and a row is
 * free when nobody claimed it, when its claimer's advisory lock is gone (that process died), or
 * when the claim is older than `staleBefore` (a claimer stuck or unable to record the outcome).
 */
export async function claimDue(
  db: Database,
  { me, limit, now, staleBefore }: { me: number; limit: number; now: Date; staleBefore: Date },
): Promise<OutboxRow[]> {
  const claimerGone = sql`not exists (
    select 1 from pg_locks l
     where l.locktype = 'advisory' and l.granted and l.objsubid = 2
       and l.classid::bigint = ${OUTBOX_LOCK_CLASS} and l.objid::bigint = ${mailOutbox.claimedBy})`;
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        lte(mailOutbox.nextAttemptAt, now),
        or(
          isNull(mailOutbox.claimedBy),
          lt(mailOutbox.claimedAt, staleBefore),
          and(ne(mailOutbox.claimedBy, me), claimerGone),
        ),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ claimedBy: me, claimedAt: now, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/**
 * The messages of one cycle that were sent, recorded in one statement (one commit: on the embedded
 * database each commit is a sync of the disk, docs/decisions/058-webhooks-and-honest-numbers.md),
 * only while `me` still holds their claims.
 */
export async function markSent(db: Database, ids: string[], me: number, now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ sentAt: now, claimedBy: null, claimedAt: null, lastError: null })
    .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.claimedBy, me)));
}

export async function markFailedAttempt(
  db: Database,
  id: string,
  me: number,
  outcome: { error: string; nextAttemptAt: Date | null; now: Date },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      claimedBy: null,
      claimedAt: null,
      lastError: outcome.error.slice(0, 1000),
      ...(outcome.nextAttemptAt ? { nextAttemptAt: outcome.nextAttemptAt } : { failedAt: outcome.now }),
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.claimedBy, me)));
}

/** Hands back rows this worker claimed but did not try (shutdown). */
export async function releaseClaims(db: Database, me: number, ids: string[]): Promise<void> {
  for (const id of ids) {
    await db
      .update(mailOutbox)
      .set({ claimedBy: null, claimedAt: null, attempts: sql`${mailOutbox.attempts} - 1` })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.claimedBy, me), isNull(mailOutbox.sentAt)));
  }
}

/** Due messages nobody holds: what a worker would claim now (tests wait for none). */
export async function countDueUnclaimed(db: Database, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        isNull(mailOutbox.claimedBy),
        lte(mailOutbox.nextAttemptAt, now),
      ),
    );
  return row?.n ?? 0;
}

/** Messages still to send (neither sent nor given up): the `shop_mail_outbox_depth` gauge. */
export async function countWaiting(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)));
  return row?.n ?? 0;
}

export async function findByDedupeKey(db: Database, dedupeKey: string): Promise<OutboxRow | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey));
  return row ?? null;
}

/**
 * A message's copy emptied: who it went to, what it said, its files and headers. The row stays with
 * its key and dates, so the same mail is never queued again by its key
 * (docs/decisions/052-the-buyers-contract-and-records.md, "The retention job").
 */
const ERASED_COPY = {
  recipient: "",
  subject: "",
  textBody: "",
  htmlBody: "",
  attachments: [],
  headers: {},
  lastError: null,
} satisfies Partial<typeof mailOutbox.$inferInsert>;

/** When a message was finished with: sent, or given up. */
const finishedAt = sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.failedAt})`;

/** Empties the copies of messages sent or given up before `before`; answers how many. */
export async function eraseFinishedBefore(db: Database, before: Date): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set(ERASED_COPY)
    .where(
      and(
        or(isNotNull(mailOutbox.sentAt), isNotNull(mailOutbox.failedAt)),
        lt(finishedAt, before),
        ne(mailOutbox.recipient, ""),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** Deletes the rows of messages sent or given up before `before` (the records period); answers how many. */
export async function deleteFinishedBefore(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(mailOutbox)
    .where(and(or(isNotNull(mailOutbox.sentAt), isNotNull(mailOutbox.failedAt)), lt(finishedAt, before)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/**
 * Empties every copy of mail to `email` (any case), in the caller's transaction; a message still
 * owed is given up at `now`, never sent. Answers the rows' ids (their .eml files are named by them).
 */
export async function eraseMailTo(tx: Database, email: string, now: Date): Promise<string[]> {
  const rows = await tx
    .update(mailOutbox)
    .set({
      ...ERASED_COPY,
      claimedBy: null,
      claimedAt: null,
      failedAt: sql`coalesce(${mailOutbox.failedAt}, case when ${mailOutbox.sentAt} is null then ${now.toISOString()}::timestamptz end)`,
    })
    .where(eq(sql`lower(${mailOutbox.recipient})`, email.toLowerCase()))
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}
