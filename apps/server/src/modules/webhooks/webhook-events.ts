import { randomUUID } from "node:crypto";
import type { WebhookEvent } from "@shop/shared";
import type { SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import * as repository from "./webhooks.repository";

/**
 * The webhooks module's one way in for the other modules (docs/decisions/058-webhooks-and-honest-numbers.md).
 * A change that owners' tools hear of queues its event in the transaction that makes the change
 * (`queue`), or as a CTE of the statement that does (`cte`: an order and its `order.created` are
 * stored together or not at all), exactly as mail is queued (modules/mail/outbox.ts); after the
 * commit it calls `queued()`, and the sender (webhook-sender.ts) delivers. Nothing is queued for
 * an event no active endpoint subscribed to.
 */
export interface WebhookEvents {
  /** Answers how many deliveries were queued (none when no active endpoint wants the event). */
  queue(tx: Database, event: WebhookEvent, data: object): Promise<number>;
  /**
   * `queued_webhooks`, a row per delivery queued: the statement counts them (`select count(*)
   * from queued_webhooks`) so the caller wakes the sender only when there is something to send.
   */
  cte(event: WebhookEvent, data: object, onlyIf: SQL): SQL;
  /** Deliveries were committed: deliver now rather than at the next poll. */
  queued(): void;
}

/**
 * The body every receiver gets: `{id, type, createdAt, data}`; `id` is the event's, the same for
 * every endpoint and every retry (also in `X-Shop-Event-Id`), so a receiver can drop a repeat.
 */
export function webhookBody(eventId: string, event: WebhookEvent, at: Date, data: object): string {
  return JSON.stringify({ id: eventId, type: event, createdAt: at.toISOString(), data });
}

export function createWebhookEvents({
  clock = () => new Date(),
  wake = () => {},
}: {
  clock?: () => Date;
  wake?: () => void;
}): WebhookEvents {
  function event(type: WebhookEvent, data: object) {
    const now = clock();
    const eventId = randomUUID();
    return { eventId, event: type, body: webhookBody(eventId, type, now, data), now };
  }
  return {
    queue: (tx, type, data) => repository.insertDeliveries(tx, event(type, data)),
    cte: (type, data, onlyIf) => repository.insertDeliveriesCte(event(type, data), onlyIf),
    queued: wake,
  };
}
