import { asc, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type UserRole, users } from "../../db/schema";

/** SQL of the administrator's user screens. */

export interface UserListRow {
  id: string;
  uid: string;
  email: string;
  role: UserRole;
  createdAt: Date;
}

const listColumns = {
  id: users.id,
  uid: users.uid,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
};

/** Every account but the caller's, oldest first (the tables are split by role in the web app). */
export async function listUsersExcept(db: Database, callerId: string): Promise<UserListRow[]> {
  return db
    .select(listColumns)
    .from(users)
    .where(ne(users.id, callerId))
    .orderBy(asc(users.createdAt), asc(users.id));
}

export async function findUserByUid(db: Database, uid: string): Promise<UserListRow | null> {
  const [row] = await db.select(listColumns).from(users).where(eq(users.uid, uid));
  return row ?? null;
}

/**
 * The ids of all administrators, their rows locked until the transaction ends: two administrators
 * demoting or deleting each other at the same moment are serialised, so one of them is refused
 * instead of the shop ending with none.
 */
export async function lockAdministrators(db: Database): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).for("update");
  return rows.map((row) => row.id);
}

export async function deleteUserById(db: Database, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function updateUserRole(db: Database, id: string, role: UserRole): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, id));
}

export async function updatePasswordHash(db: Database, id: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}
