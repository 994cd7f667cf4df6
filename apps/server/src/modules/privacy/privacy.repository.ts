import type { ConsentChannel, ConsentPurpose, DataRequestKind, DataRequestStatus } from "@shop/shared";
import { and, asc, desc, eq, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { consents, dataRequests } from "../../db/schema";

/** SQL of the consent ledger and the data requests; the rules are in privacy.service.ts. */

export type ConsentRow = typeof consents.$inferSelect;
export type DataRequestRow = typeof dataRequests.$inferSelect;

export interface NewConsent {
  userId: string | null;
  email: string;
  purpose: ConsentPurpose;
  given: boolean;
  noticeVersion: string;
  channel: ConsentChannel;
  at: Date;
}

export async function insertConsents(db: Database, rows: NewConsent[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(consents).values(rows.map((row) => ({ ...row, email: row.email.toLowerCase() })));
}

/**
 * The same rows as a CTE of a larger statement, written only when `onlyIf` holds (the checkout's
 * consent goes in with its order: modules/orders/place-order.statement.ts). The rows go in as
 * arrays, none or several, so the statement's text is the same for every order.
 */
export function insertConsentsCte(name: string, rows: readonly NewConsent[], onlyIf: SQL): SQL {
  return sql`${sql.identifier(name)} as (
      insert into ${consents} (user_id, email, purpose, given, notice_version, channel, at)
      select row.user_id, row.email, row.purpose, row.given, row.notice_version, row.channel, row.at
      from unnest(
        ${sql.param(rows.map((row) => row.userId))}::uuid[],
        ${sql.param(rows.map((row) => row.email.toLowerCase()))}::text[],
        ${sql.param(rows.map((row) => row.purpose))}::text[],
        ${sql.param(rows.map((row) => row.given))}::boolean[],
        ${sql.param(rows.map((row) => row.noticeVersion))}::text[],
        ${sql.param(rows.map((row) => row.channel))}::text[],
        ${sql.param(rows.map((row) => row.at.toISOString()))}::timestamptz[]
      ) as row(user_id, email, purpose, given, notice_version, channel, at)
      where ${onlyIf}
    )`;
}

/** Every row of a person (the account's id, or its e-mail), oldest first. */
export async function findConsentHistory(db: Database, subject: SubjectMatch): Promise<ConsentRow[]> {
  const conditions = [];
  if (subject.userId) conditions.push(eq(consents.userId, subject.userId));
  if (subject.email) conditions.push(eq(consents.email, subject.email.toLowerCase()));
  if (conditions.length === 0) return [];
  return db
    .select()
    .from(consents)
    .where(or(...conditions))
    .orderBy(asc(consents.at), asc(consents.id));
}

/** The latest row for a purpose: the person's current choice, or undefined when never asked. */
export async function findLatestConsent(
  db: Database,
  email: string,
  purpose: ConsentPurpose,
): Promise<ConsentRow | undefined> {
  const [row] = await db
    .select()
    .from(consents)
    .where(and(eq(consents.email, email.toLowerCase()), eq(consents.purpose, purpose)))
    .orderBy(desc(consents.at), desc(consents.id))
    .limit(1);
  return row;
}

/**
 * A deleted person's rows keep the proof of what was consented and withdrawn, under the
 * tombstone instead of the address.
 */
export async function renameConsentSubject(
  db: Database,
  subject: SubjectMatch,
  tombstoneEmail: string,
): Promise<void> {
  const conditions = [];
  if (subject.userId) conditions.push(eq(consents.userId, subject.userId));
  if (subject.email) conditions.push(eq(consents.email, subject.email.toLowerCase()));
  if (conditions.length === 0) return;
  await db
    .update(consents)
    .set({ email: tombstoneEmail.toLowerCase() })
    .where(or(...conditions));
}

/** Whose rows: the account's (by id), the address's (by e-mail), or both. */
export interface SubjectMatch {
  userId?: string | null;
  email?: string | null;
}

export async function insertDataRequest(
  db: Database,
  row: {
    kind: DataRequestKind;
    source: "customer" | "guest";
    status: DataRequestStatus;
    email: string;
    userId: string | null;
    tokenHash: string | null;
    linkExpiresAt: Date | null;
    language: string;
    requestedAt: Date;
    dueAt: Date;
    completedAt: Date | null;
  },
): Promise<DataRequestRow> {
  const [inserted] = await db
    .insert(dataRequests)
    .values({ ...row, email: row.email.toLowerCase() })
    .returning();
  if (!inserted) throw new Error("insert into data_requests returned no row");
  return inserted;
}

/** The request behind a mailed link, locked until the caller's transaction ends. */
export async function findDataRequestByTokenForUpdate(
  db: Database,
  tokenHash: string,
): Promise<DataRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(dataRequests)
    .where(eq(dataRequests.tokenHash, tokenHash))
    .for("update");
  return row;
}

export async function completeDataRequest(db: Database, id: string, now: Date): Promise<void> {
  await db.update(dataRequests).set({ status: "completed", completedAt: now }).where(eq(dataRequests.id, id));
}

/** Pending requests whose link has run out are `expired` (looked at before every listing). */
export async function expireDataRequests(db: Database, now: Date): Promise<void> {
  await db
    .update(dataRequests)
    .set({ status: "expired" })
    .where(and(eq(dataRequests.status, "pending"), lt(dataRequests.linkExpiresAt, now)));
}

export async function findDataRequests(
  db: Database,
  filter: { statuses?: DataRequestStatus[]; email?: string; userId?: string | null },
): Promise<DataRequestRow[]> {
  const conditions = [];
  if (filter.statuses) conditions.push(inArray(dataRequests.status, filter.statuses));
  if (filter.email) {
    const email = eq(dataRequests.email, filter.email.toLowerCase());
    conditions.push(filter.userId ? (or(email, eq(dataRequests.userId, filter.userId)) ?? email) : email);
  }
  return db
    .select()
    .from(dataRequests)
    .where(conditions.length > 0 ? and(...conditions) : sql`true`)
    .orderBy(asc(dataRequests.dueAt), asc(dataRequests.id))
    .limit(500);
}

/** A deleted person's requests stay for the owner's records, under the tombstone. */
export async function renameDataRequestSubject(
  db: Database,
  subject: SubjectMatch,
  tombstoneEmail: string,
): Promise<void> {
  const conditions = [];
  if (subject.userId) conditions.push(eq(dataRequests.userId, subject.userId));
  if (subject.email) conditions.push(eq(dataRequests.email, subject.email.toLowerCase()));
  if (conditions.length === 0) return;
  await db
    .update(dataRequests)
    .set({ email: tombstoneEmail.toLowerCase() })
    .where(or(...conditions));
}
