import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { Database } from "../../db/client";
import {
  createOutboxWorker,
  exponentialBackoffMs,
  type OutboxQueue,
  type OutboxWorker,
} from "../../lib/outbox-worker";
import {
  EVENT_HEADER,
  EVENT_ID_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  webhookSignature,
} from "./webhook-signature";
import { assertAllowedHost, guardedLookup } from "./webhook-target";
import * as repository from "./webhooks.repository";

/**
 * The webhook deliverer (docs/decisions/058-webhooks-and-honest-numbers.md) of the one outbox
 * worker (lib/outbox-worker.ts), which claims due deliveries from the webhook outbox
 * (`webhook_deliveries`, through this module's repository), retries with back-off and gives up
 * after the last attempt. This file POSTs each signed body: a 2xx answer delivers it; anything
 * else (another status, a refused connection, a time-out, an address not allowed) is a failed
 * attempt, and a delivery given up marks its endpoint failing, for the owner to see in the back
 * office. Several instances may run one each: a claim is a row lock skipped by the others, and a
 * claim older than a few time-outs (a sender that died mid-request) is taken over. A receiver
 * may thus, rarely, get an event twice: the event id is there to drop the repeat.
 */
export interface WebhookSenderOptions {
  db: Database;
  logger: { warn(details: object, message: string): void; error(details: object, message: string): void };
  clock?: () => Date;
  /** Let deliveries reach loopback and private addresses (WEBHOOKS_ALLOW_PRIVATE_TARGETS). */
  allowPrivateTargets?: boolean;
  pollIntervalMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  backoffMs?: (attempt: number) => number;
  /** How long a receiver has to answer. */
  timeoutMs?: number;
}

export type WebhookSender = OutboxWorker;

/** Ten attempts: 30 s, 1, 2, 4 … minutes, capped at an hour: about four hours before giving up. */
export const WEBHOOK_MAX_ATTEMPTS = 10;

export function webhookBackoffMs(attempt: number, random: () => number = Math.random): number {
  return exponentialBackoffMs(30_000, attempt, random);
}

const USER_AGENT = "LumiBags-Webhooks/1.0";

/** A receiver answered, but not with a 2xx. */
class NotAccepted extends Error {
  constructor(readonly status: number) {
    super(`answered ${status}`);
  }
}

/** The webhooks module's table as the one outbox worker takes it. */
function webhookQueue(db: Database): OutboxQueue<repository.DueDelivery, number> {
  return {
    claimDue: ({ limit, now, staleBefore }) => repository.claimDue(db, { limit, now, staleBefore }),
    markDelivered: (delivered, _me, now) =>
      repository.markDelivered(
        db,
        delivered.map(({ row, result }) => ({ row, status: result })),
        now,
      ),
    markFailedAttempt: (row, _me, { error, nextAttemptAt, now }) =>
      repository.markFailedAttempt(db, row, {
        status: error instanceof NotAccepted ? error.status : null,
        error: error instanceof Error ? error.message : String(error),
        nextAttemptAt,
        now,
      }),
    releaseClaims: (rows) =>
      repository.releaseClaims(
        db,
        rows.map((row) => row.id),
      ),
    countDueUnclaimed: (now) => repository.countDueUnclaimed(db, now),
    countWaiting: () => repository.countWaiting(db),
    describe: (row) => ({ webhookDeliveryId: row.id, event: row.event }),
  };
}

export function createWebhookSender({
  db,
  logger,
  clock = () => new Date(),
  allowPrivateTargets = false,
  pollIntervalMs = 5_000,
  batchSize = 10,
  maxAttempts = WEBHOOK_MAX_ATTEMPTS,
  backoffMs = webhookBackoffMs,
  timeoutMs = 10_000,
}: WebhookSenderOptions): WebhookSender {
  const lookup = guardedLookup(allowPrivateTargets);

  /** Answers the receiver's 2xx status; throws for anything else. */
  function post(delivery: repository.DueDelivery): Promise<number> {
    const url = new URL(delivery.url);
    assertAllowedHost(url, allowPrivateTargets);
    const timestamp = Math.floor(clock().getTime() / 1000);
    const body = Buffer.from(delivery.body, "utf8");
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const outgoing = send(
        url,
        {
          method: "POST",
          // No connection kept: each delivery looks its host up (and checks it) again.
          agent: false,
          lookup,
          timeout: timeoutMs,
          headers: {
            "content-type": "application/json",
            "content-length": body.length,
            "user-agent": USER_AGENT,
            [EVENT_HEADER]: delivery.event,
            [EVENT_ID_HEADER]: delivery.eventId,
            [TIMESTAMP_HEADER]: String(timestamp),
            [SIGNATURE_HEADER]: webhookSignature(delivery.secret, timestamp, delivery.body),
          },
        },
        (answer) => {
          // The answer's body is not read beyond what arrives: nothing in it matters to the shop.
          answer.resume();
          answer.on("error", reject);
          answer.on("end", () => {
            const status = answer.statusCode ?? 0;
            if (status >= 200 && status < 300) resolve(status);
            else reject(new NotAccepted(status));
          });
        },
      );
      outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      outgoing.on("error", reject);
      outgoing.end(body);
    });
  }

  return createOutboxWorker({
    name: "webhook",
    db,
    queue: webhookQueue(db),
    deliver: post,
    logger,
    clock,
    pollIntervalMs,
    batchSize,
    maxAttempts,
    backoffMs,
    // A claim older than three time-outs is a sender that died mid-request.
    claimTimeoutMs: 3 * timeoutMs,
  });
}
