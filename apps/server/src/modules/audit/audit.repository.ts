import type { AuditEntity, AuditEntry } from "@shop/shared";
import { and, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditLog } from "../../db/schema";

/** SQL of the audit_log table (the module's own). */

export async function insertAuditEntry(db: Database, entry: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export interface AuditPageRequest {
  entity?: AuditEntity;
  entityId?: string;
  offset: number;
  limit: number;
}

/** Newest first (served by audit_log_entity_entity_id_at_idx, or audit_log_at_idx unfiltered). */
export async function findAuditPage(
  db: Database,
  { entity, entityId, offset, limit }: AuditPageRequest,
): Promise<{ items: AuditEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (entity) conditions.push(eq(auditLog.entity, entity));
  if (entityId) conditions.push(eq(auditLog.entityId, entityId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: { id: row.actorId, email: row.actorEmail },
      action: row.action,
      entity: row.entity as AuditEntity,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
    })),
    total: totals[0]?.total ?? 0,
  };
}

/**
 * Replaces `email` (any case) by `tombstone` wherever an entry names it: as its actor, or inside
 * the before and after it kept. The entries stay: what was done, when, to which record.
 */
export async function renameSubject(db: Database, email: string, tombstone: string): Promise<number> {
  const pattern = email.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const renamed = (column: typeof auditLog.before | typeof auditLog.after) =>
    sql`case when ${column} is null then null else regexp_replace(${column}::text, ${pattern}, ${tombstone}, 'gi')::jsonb end`;
  const mentions = (column: typeof auditLog.before | typeof auditLog.after) =>
    sql`${column}::text ~* ${pattern}`;
  const rows = await db
    .update(auditLog)
    .set({
      actorEmail: sql`regexp_replace(${auditLog.actorEmail}, ${pattern}, ${tombstone}, 'gi')`,
      before: renamed(auditLog.before),
      after: renamed(auditLog.after),
    })
    .where(or(sql`${auditLog.actorEmail} ~* ${pattern}`, mentions(auditLog.before), mentions(auditLog.after)))
    .returning({ id: auditLog.id });
  return rows.length;
}
