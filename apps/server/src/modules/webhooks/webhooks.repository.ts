import type { WebhookDelivery, WebhookEndpoint, WebhookEvent } from "@shop/shared";
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Database } from "../../db/client";
import { resultRows } from "../../db/result-rows";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema";

/** SQL on `webhook_endpoints` and `webhook_deliveries`, the webhooks module's tables. */

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
/** A claimed delivery with what its sending needs of its endpoint. */
export type DueDelivery = DeliveryRow & { url: string; secret: string };

/**
 * One delivery per active endpoint subscribed to `event`, in the caller's transaction (the body is
 * the same for all of them: one event, one id). Answers how many were queued.
 */
export async function insertDeliveries(
  tx: Database,
  event: { eventId: string; event: WebhookEvent; body: string; now: Date },
): Promise<number> {
  return resultRows(await tx.execute(insertDeliveriesSql(event, sql`true`))).length;
}

/**
 * The same insert as a CTE (`queued_webhooks`, a row per delivery) of a larger statement, written
 * only when `onlyIf` holds.
 */
export function insertDeliveriesCte(
  event: { eventId: string; event: WebhookEvent; body: string; now: Date },
  onlyIf: SQL,
): SQL {
  return sql`queued_webhooks as (${insertDeliveriesSql(event, onlyIf)})`;
}

function insertDeliveriesSql(
  { eventId, event, body, now }: { eventId: string; event: WebhookEvent; body: string; now: Date },
  onlyIf: SQL,
): SQL {
  const at = now.toISOString();
  return sql`insert into ${webhookDeliveries} (event_id, endpoint_id, event, body, next_attempt_at, created_at)
      select ${eventId}::uuid, e.id, ${event}::text, ${body}::text, ${at}::timestamptz, ${at}::timestamptz
        from ${webhookEndpoints} e
       where e.active and ${event}::text = any(e.events) and ${onlyIf}
      returning 1`;
}

/**
 * Claims up to `limit` due deliveries (one statement): rows another sender is claiming right now
 * are skipped (`FOR UPDATE SKIP LOCKED`), and a claim older than `staleBefore` (a sender that died
 * mid-request) is taken over. Each claim counts an attempt.
 */
export async function claimDue(
  db: Database,
  { limit, now, staleBefore }: { limit: number; now: Date; staleBefore: Date },
): Promise<DueDelivery[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        isNull(webhookDeliveries.deliveredAt),
        isNull(webhookDeliveries.failedAt),
        lte(webhookDeliveries.nextAttemptAt, now),
        or(isNull(webhookDeliveries.claimedAt), lt(webhookDeliveries.claimedAt, staleBefore)),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(webhookDeliveries)
    .set({ claimedAt: now, attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
  if (claimed.length === 0) return [];
  const endpoints = await db
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
    .from(webhookEndpoints)
    .where(inArray(webhookEndpoints.id, [...new Set(claimed.map((row) => row.endpointId))]));
  const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
  return claimed.flatMap((row) => {
    const endpoint = byId.get(row.endpointId);
    return endpoint ? [{ ...row, url: endpoint.url, secret: endpoint.secret }] : [];
  });
}

/**
 * A cycle's deliveries in one commit (on the embedded database each commit is a sync of the
 * disk): each with the receiver's status, and their endpoints no longer failing.
 */
export async function markDelivered(
  db: Database,
  delivered: ReadonlyArray<{ row: DeliveryRow; status: number }>,
  now: Date,
): Promise<void> {
  if (delivered.length === 0) return;
  await db.transaction(async (tx) => {
    for (const { row, status } of delivered) {
      await tx
        .update(webhookDeliveries)
        .set({ deliveredAt: now, claimedAt: null, lastStatus: status, lastError: null })
        .where(eq(webhookDeliveries.id, row.id));
    }
    await tx
      .update(webhookEndpoints)
      .set({ failingSince: null })
      .where(
        and(
          inArray(webhookEndpoints.id, [...new Set(delivered.map(({ row }) => row.endpointId))]),
          isNotNull(webhookEndpoints.failingSince),
        ),
      );
  });
}

/** Hands back claimed deliveries not tried (the sender is stopping): their attempt is not counted. */
export async function releaseClaims(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(webhookDeliveries)
    .set({ claimedAt: null, attempts: sql`${webhookDeliveries.attempts} - 1` })
    .where(
      and(
        inArray(webhookDeliveries.id, [...ids]),
        isNull(webhookDeliveries.deliveredAt),
        isNotNull(webhookDeliveries.claimedAt),
      ),
    );
}

/** Deliveries still owed (neither delivered nor given up). */
export async function countWaiting(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(and(isNull(webhookDeliveries.deliveredAt), isNull(webhookDeliveries.failedAt)));
  return row?.n ?? 0;
}

/** A failed attempt: tried again at `nextAttemptAt`, or given up (null) and its endpoint marked failing. */
export async function markFailedAttempt(
  db: Database,
  row: DeliveryRow,
  outcome: { status: number | null; error: string; nextAttemptAt: Date | null; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        claimedAt: null,
        lastStatus: outcome.status,
        lastError: outcome.error.slice(0, 500),
        ...(outcome.nextAttemptAt ? { nextAttemptAt: outcome.nextAttemptAt } : { failedAt: outcome.now }),
      })
      .where(eq(webhookDeliveries.id, row.id));
    if (!outcome.nextAttemptAt) {
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: outcome.now })
        .where(and(eq(webhookEndpoints.id, row.endpointId), isNull(webhookEndpoints.failingSince)));
    }
  });
}

/** Due deliveries nobody holds (tests wait for none). */
export async function countDueUnclaimed(db: Database, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(
      and(
        isNull(webhookDeliveries.deliveredAt),
        isNull(webhookDeliveries.failedAt),
        isNull(webhookDeliveries.claimedAt),
        lte(webhookDeliveries.nextAttemptAt, now),
      ),
    );
  return row?.n ?? 0;
}

export async function insertEndpoint(
  tx: Database,
  endpoint: { url: string; events: WebhookEvent[]; description: string; secret: string },
): Promise<EndpointRow> {
  const [row] = await tx.insert(webhookEndpoints).values(endpoint).returning();
  if (!row) throw new Error("insert into webhook_endpoints returned nothing");
  return row;
}

export async function countEndpoints(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhookEndpoints);
  return row?.n ?? 0;
}

export async function findEndpoint(db: Database, id: string): Promise<EndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row ?? null;
}

export async function updateEndpoint(
  tx: Database,
  id: string,
  change: { url: string; events: WebhookEvent[]; description: string; active: boolean },
): Promise<EndpointRow | null> {
  const [row] = await tx.update(webhookEndpoints).set(change).where(eq(webhookEndpoints.id, id)).returning();
  return row ?? null;
}

export async function deleteEndpoint(tx: Database, id: string): Promise<EndpointRow | null> {
  const [row] = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
  return row ?? null;
}

/** Every endpoint (oldest first) with its waiting and failed deliveries and its last success. */
export async function listEndpoints(db: Database): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select({
      endpoint: webhookEndpoints,
      waiting: sql<number>`(count(${webhookDeliveries.id}) filter (where ${webhookDeliveries.deliveredAt} is null and ${webhookDeliveries.failedAt} is null))::int`,
      failed: sql<number>`(count(${webhookDeliveries.id}) filter (where ${webhookDeliveries.failedAt} is not null))::int`,
      lastDeliveredAt: sql<string | null>`max(${webhookDeliveries.deliveredAt})`,
    })
    .from(webhookEndpoints)
    .leftJoin(webhookDeliveries, eq(webhookDeliveries.endpointId, webhookEndpoints.id))
    .groupBy(webhookEndpoints.id)
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows.map((row) => ({
    ...publicEndpoint(row.endpoint),
    waiting: Number(row.waiting),
    failed: Number(row.failed),
    lastDeliveredAt: row.lastDeliveredAt ? new Date(row.lastDeliveredAt).toISOString() : null,
  }));
}

/** An endpoint as the back office sees it: never its secret. */
export function publicEndpoint(
  row: EndpointRow,
): Omit<WebhookEndpoint, "waiting" | "failed" | "lastDeliveredAt"> {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    description: row.description,
    active: row.active,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An endpoint's deliveries, newest first. */
export async function findDeliveries(
  db: Database,
  endpointId: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ items: WebhookDelivery[]; total: number }> {
  const where = eq(webhookDeliveries.endpointId, endpointId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      eventId: row.eventId,
      event: row.event as WebhookEvent,
      state: row.deliveredAt ? "delivered" : row.failedAt ? "failed" : "waiting",
      attempts: row.attempts,
      lastStatus: row.lastStatus,
      lastError: row.lastError,
      nextAttemptAt: row.deliveredAt || row.failedAt ? null : row.nextAttemptAt.toISOString(),
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: totals[0]?.total ?? 0,
  };
}
