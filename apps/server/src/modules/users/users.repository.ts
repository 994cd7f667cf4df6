import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type UserRole, users } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;

/** The public `uid` of docs/product.md ("Users"): 12 URL-safe characters (72 random bits). */
export function newUid(): string {
  return randomBytes(9).toString("base64url");
}

/** E-mail addresses are compared and stored lower-cased (the unique index relies on it). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return row ?? null;
}

export async function insertUser(
  db: Database,
  user: { email: string; passwordHash: string | null; role: UserRole; emailVerifiedAt?: Date | null },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      uid: newUid(),
      email: normaliseEmail(user.email),
      passwordHash: user.passwordHash,
      role: user.role,
      emailVerifiedAt: user.emailVerifiedAt ?? null,
    })
    .returning();
  if (!row) throw new Error("insert into users returned no row");
  return row;
}

export async function setUserRole(db: Database, id: string, role: UserRole): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, id));
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function setPasswordHash(db: Database, id: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

/** The provider's stable subject id is what identifies a social account, never its e-mail. */
export type SocialSubjectColumn = "googleSubject" | "facebookSubject";

export async function findUserBySocialSubject(
  db: Database,
  column: SocialSubjectColumn,
  subject: string,
): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users[column], subject));
  return row ?? null;
}

/** Links a provider identity; the provider verified the address, so the account counts as verified. */
export async function linkSocialSubject(
  db: Database,
  { id, column, subject, now }: { id: string; column: SocialSubjectColumn; subject: string; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({
      [column]: subject,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, id));
}

/**
 * A provider-verified sign-in takes over an account whose address was never proved: whoever set
 * its password did not show they own the address, so the password goes (docs/decisions/020-accounts-and-headers.md).
 */
export async function claimUnverifiedAccount(
  db: Database,
  { id, column, subject, now }: { id: string; column: SocialSubjectColumn; subject: string; now: Date },
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ [column]: subject, passwordHash: null, emailVerifiedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/** The address is proved: set once, the first time. */
export async function markEmailVerified(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(users.id, id));
}

/** Locks the user's row until the transaction ends (a social sign-in deciding to claim it). */
export async function findUserByEmailForUpdate(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .for("update");
  return row ?? null;
}

/** A member made by a social sign-in: no password until they set one through a reset mail. */
export async function insertSocialUser(
  db: Database,
  { email, column, subject }: { email: string; column: SocialSubjectColumn; subject: string },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      uid: newUid(),
      email: normaliseEmail(email),
      passwordHash: null,
      role: "member",
      [column]: subject,
      // The provider verified the address (the only kind of social sign-in the shop accepts).
      emailVerifiedAt: new Date(),
    })
    .returning();
  if (!row) throw new Error("insert into users returned no row");
  return row;
}

/**
 * A deleted account (modules/privacy): the row stays so the records naming its id (audit log,
 * consent ledger) still point somewhere, but nothing personal is left and nothing can sign in:
 * the e-mail becomes a tombstone, the password and the social identities go.
 */
export async function anonymiseUser(db: Database, id: string, tombstoneEmail: string): Promise<void> {
  await db
    .update(users)
    .set({
      email: normaliseEmail(tombstoneEmail),
      passwordHash: null,
      googleSubject: null,
      facebookSubject: null,
      emailVerifiedAt: null,
      role: "member",
    })
    .where(eq(users.id, id));
}
