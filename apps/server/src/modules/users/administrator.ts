import type { Database } from "../../db/client";
import { findUserByEmail, insertUser, setUserRole } from "./users.repository";

export type AdministratorOutcome = "created" | "promoted" | "unchanged";

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD at start (docs/decisions/007-identity-of-our-own.md): a missing account is created as
 * administrator with that password; an existing one is made administrator but keeps its own
 * password, so a password changed in the shop is not reset by every restart.
 */
export async function ensureAdministrator({
  db,
  email,
  password,
  hashPassword,
}: {
  db: Database;
  email: string;
  password: string;
  hashPassword: (password: string) => Promise<string>;
}): Promise<AdministratorOutcome> {
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    await insertUser(db, { email, passwordHash: await hashPassword(password), role: "admin" });
    return "created";
  }
  if (existing.role === "admin") return "unchanged";
  await setUserRole(db, existing.id, "admin");
  return "promoted";
}
