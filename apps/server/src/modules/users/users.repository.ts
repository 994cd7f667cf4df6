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
