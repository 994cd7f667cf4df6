import type { AdminOrderEvent, OrderActor, OrderEventKind } from "@shop/shared";
import { asc, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderEvents } from "../../db/schema";

/** SQL of the order timeline (order_events), owned by the orders module. */

export interface NewOrderEvent {
  orderId: string;
  kind: OrderEventKind;
  from: string | null;
  to: string;
  actor: OrderActor;
  at: Date;
}

export async function insertOrderEvent(db: Database, event: NewOrderEvent): Promise<void> {
  await db.insert(orderEvents).values({
    orderId: event.orderId,
    kind: event.kind,
    fromValue: event.from,
    toValue: event.to,
    actorKind: event.actor.kind,
    actorUserId: event.actor.userId ?? null,
    actorEmail: event.actor.email ?? null,
    at: event.at,
  });
}

/** The timelines of these orders (by uuid), oldest event first, in one query. */
export async function findOrderEvents(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, AdminOrderEvent[]>> {
  const byOrder = new Map<string, AdminOrderEvent[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, [...orderIds]))
    .orderBy(asc(orderEvents.orderId), asc(orderEvents.at), asc(orderEvents.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push({
      at: row.at.toISOString(),
      kind: row.kind as AdminOrderEvent["kind"],
      from: row.fromValue as AdminOrderEvent["from"],
      to: row.toValue as AdminOrderEvent["to"],
      actor: row.actorKind as AdminOrderEvent["actor"],
      actorEmail: row.actorEmail,
    });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/** What a customer or guest sees of an event: who as a role, never an administrator's e-mail. */
export function publicEvent({ actorEmail: _hidden, ...event }: AdminOrderEvent) {
  return event;
}
