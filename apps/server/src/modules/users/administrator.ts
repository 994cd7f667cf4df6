import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/database-error";
import { deleteTwoFactor } from "../auth/two-factor.repository";
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
    try {
      // The operator vouches for ADMIN_EMAIL: it counts as verified.
      await insertUser(db, {
        email,
        passwordHash: await hashPassword(password),
        role: "admin",
        emailVerifiedAt: new Date(),
      });
      return "created";
    } catch (error) {
      // Another instance starting at the same moment created it first (deploy/nginx.conf runs
      // several); it is then an administrator already.
      if (!isUniqueViolation(error)) throw error;
      const created = await findUserByEmail(db, email);
      if (!created) throw error;
      if (created.role === "admin") return "unchanged";
      await setUserRole(db, created.id, "admin");
      return "promoted";
    }
  }
  if (existing.role === "admin") return "unchanged";
  await setUserRole(db, existing.id, "admin");
  return "promoted";
}

/**
 * The other half of ADMIN_EMAIL + ADMIN_PASSWORD at start: that account's second factor is
 * removed (docs/decisions/045-staff-roles-and-two-factor.md), so an owner who lost both the
 * authenticator and the recovery codes gets back in with the password. True when there was one to
 * remove, which the caller logs.
 */
export async function resetAdministratorSecondFactor({
  db,
  email,
}: {
  db: Database;
  email: string;
}): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  return deleteTwoFactor(db, user.id);
}
