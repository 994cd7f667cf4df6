import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type UserRole, users } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;

/** The spec's public `uid`: 12 URL-safe characters (72 random bits). */
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
  user: { email: string; passwordHash: string | null; role: UserRole },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      uid: newUid(),
      email: normaliseEmail(user.email),
      passwordHash: user.passwordHash,
      role: user.role,
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

export async function linkSocialSubject(
  db: Database,
  { id, column, subject }: { id: string; column: SocialSubjectColumn; subject: string },
): Promise<void> {
  await db
    .update(users)
    .set({ [column]: subject })
    .where(eq(users.id, id));
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
    })
    .returning();
  if (!row) throw new Error("insert into users returned no row");
  return row;
}
