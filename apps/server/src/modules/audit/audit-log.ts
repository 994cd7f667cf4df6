import type { AuditEntity } from "@shop/shared";
import type { Database } from "../../db/client";
import { insertAuditEntry, renameSubject } from "./audit.repository";

/**
 * Who made a change: the signed-in administrator (plugins/auth-guard.ts `signedInUser`), or a
 * buyer asking for a return (a guest has no account id: null, the order's e-mail).
 */
export interface AuditActor {
  id: string | null;
  email: string;
}

export interface AuditChange {
  actor: AuditActor;
  /** What happened, e.g. `product.update`, `user.role`, `order.status`, `voucher.create`. */
  action: string;
  entity: AuditEntity;
  entityId: string;
  /** The entity (or the changed fields) before and after; null for a creation or a deletion. */
  before?: unknown;
  after?: unknown;
}

/**
 * The audit log's one way in. Every module that changes something on an administrator's behalf
 * calls `AuditLog.record(tx, …)` with the transaction that makes the change, so the entry and
 * the change are stored together or not at all (a failed change leaves no entry, and no change
 * goes unrecorded).
 */
export const AuditLog = {
  async record(tx: Database, change: AuditChange): Promise<void> {
    await insertAuditEntry(tx, {
      actorId: change.actor.id,
      actorEmail: change.actor.email,
      action: change.action,
      entity: change.entity,
      entityId: change.entityId,
      before: change.before ?? null,
      after: change.after ?? null,
    });
  },

  /**
   * A person's data deleted (docs/decisions/051-personal-data.md): their e-mail becomes the
   * tombstone in every entry that names it, in `tx`; the entries themselves stay.
   */
  renameSubject(tx: Database, email: string, tombstone: string): Promise<number> {
    return renameSubject(tx, email, tombstone);
  },
};
