import type { AdminUser, UserRole } from "@shop/shared";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import { AuditLog } from "../audit/audit-log";
import * as repository from "./users.admin.repository";

export interface UserAdminDependencies {
  db: Database;
  hashPassword: (password: string) => Promise<string>;
  /** The shop's password policy (the auth module's): 400 `weak_password` for a common password. */
  assertStrongPassword: (password: string) => void;
  /**
   * Signs a user out everywhere inside the caller's transaction (the auth module owns the
   * sessions: `AuthService.endSessions`).
   */
  endSessions: (tx: Database, userId: string) => Promise<void>;
}

/** The administrator making the call, as the auth guard found it. */
export interface Caller {
  id: string;
  /** Kept in the audit log beside the id (modules/audit). */
  email: string;
}

export type UserAdminService = ReturnType<typeof createUserAdminService>;

function userNotFound(uid: string): AppError {
  return new AppError("not_found", 404, `User ${uid} not found`);
}

function ownAccount(): AppError {
  return new AppError("own_account", 409, "Administrators cannot do this to their own account.");
}

function lastAdministrator(): AppError {
  return new AppError("last_administrator", 409, "The shop must keep at least one administrator.");
}

/**
 * Users and roles. The rules: an administrator never deletes, demotes
 * or resets the password of their own account here (the account page is for that), and the last
 * administrator can be neither deleted nor moved to any other role, so the shop is never left without one.
 */
export function createUserAdminService({
  db,
  hashPassword,
  assertStrongPassword,
  endSessions,
}: UserAdminDependencies) {
  /** Loads the target inside a transaction with the administrators locked, and checks the rules. */
  async function withTarget(
    caller: Caller,
    uid: string,
    work: (tx: Database, target: repository.UserListRow, administrators: string[]) => Promise<void>,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const administrators = await repository.lockAdministrators(tx);
      const target = await repository.findUserByUid(tx, uid);
      if (!target) throw userNotFound(uid);
      if (target.id === caller.id) throw ownAccount();
      await work(tx, target, administrators);
    });
  }

  function refuseLosingLastAdministrator(target: repository.UserListRow, administrators: string[]): void {
    if (target.role === "admin" && administrators.filter((id) => id !== target.id).length === 0) {
      throw lastAdministrator();
    }
  }

  return {
    async listUsers(caller: Caller): Promise<AdminUser[]> {
      const rows = await repository.listUsersExcept(db, caller.id);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    deleteUser(caller: Caller, uid: string): Promise<void> {
      return withTarget(caller, uid, async (tx, target, administrators) => {
        refuseLosingLastAdministrator(target, administrators);
        // Sessions, favourites and reset tokens go with the row (ON DELETE CASCADE); orders stay.
        await repository.deleteUserById(tx, target.id);
        await AuditLog.record(tx, {
          actor: caller,
          action: "user.delete",
          entity: "user",
          entityId: target.uid,
          before: { email: target.email, role: target.role },
        });
      });
    },

    setRole(caller: Caller, uid: string, role: UserRole): Promise<void> {
      return withTarget(caller, uid, async (tx, target, administrators) => {
        // Any role but admin takes the administrator's rights away, a staff role as much as member.
        if (role !== "admin") refuseLosingLastAdministrator(target, administrators);
        // The guard reads the role on every request, so the change holds from the next call on.
        if (target.role === role) return;
        await repository.updateUserRole(tx, target.id, role);
        await AuditLog.record(tx, {
          actor: caller,
          action: "user.role",
          entity: "user",
          entityId: target.uid,
          before: { email: target.email, role: target.role },
          after: { email: target.email, role },
        });
      });
    },

    async setPassword(caller: Caller, uid: string, password: string): Promise<void> {
      assertStrongPassword(password);
      // Hashed before the transaction: argon2 takes a while and must not hold row locks.
      const passwordHash = await hashPassword(password);
      await withTarget(caller, uid, async (tx, target) => {
        await repository.updatePasswordHash(tx, target.id, passwordHash);
        // Whoever knew the old password is signed out everywhere.
        await endSessions(tx, target.id);
        // Never the hash: only that the password was set, and for whom.
        await AuditLog.record(tx, {
          actor: caller,
          action: "user.password",
          entity: "user",
          entityId: target.uid,
          after: { email: target.email },
        });
      });
    },
  };
}
