import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { Database } from "../../db/client";
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
 * The one sender of webhooks (docs/decisions/058-webhooks-and-honest-numbers.md): claims due
 * deliveries from the webhook outbox (`webhook_deliveries`), POSTs each signed body, and records
 * the outcome. A 2xx answer delivers it; anything else (another status, a refused connection, a
 * time-out, an address not allowed) is tried again after a back-off, and after the last attempt
 * the delivery is given up and its endpoint marked failing, for the owner to see in the back
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

export interface WebhookSender {
  start(): void;
  /** Events were committed: look now rather than at the next poll. */
  wake(): void;
  /** Resolves when nothing is being sent and nothing due is waiting (tests). */
  idle(): Promise<void>;
  /** Stops polling and waits for the deliveries in flight. */
  stop(): Promise<void>;
}

/** Ten attempts: 30 s, 1, 2, 4 … minutes, capped at an hour: about four hours before giving up. */
export const WEBHOOK_MAX_ATTEMPTS = 10;

export function webhookBackoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
  return Math.round(base * (0.8 + 0.4 * random()));
}

const USER_AGENT = "LumiBags-Webhooks/1.0";

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
  let timer: NodeJS.Timeout | undefined;
  let cycle: Promise<void> | null = null;
  let again = false;
  let started = false;
  let stopping = false;
  const lookup = guardedLookup(allowPrivateTargets);

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
          answer.on("end", () => resolve(answer.statusCode ?? 0));
        },
      );
      outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      outgoing.on("error", reject);
      outgoing.end(body);
    });
  }

  async function deliver(delivery: repository.DueDelivery): Promise<void> {
    let status: number | null = null;
    let problem: string;
    try {
      status = await post(delivery);
      if (status >= 200 && status < 300) {
        await repository.markDelivered(db, delivery, { status, now: clock() });
        return;
      }
      problem = `answered ${status}`;
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    const giveUp = delivery.attempts >= maxAttempts;
    const now = clock();
    const wait = backoffMs(delivery.attempts);
    const nextAttemptAt = giveUp ? null : new Date(now.getTime() + wait);
    await repository.markFailedAttempt(db, delivery, { status, error: problem, nextAttemptAt, now });
    const details = {
      webhookDeliveryId: delivery.id,
      event: delivery.event,
      attempts: delivery.attempts,
      problem,
    };
    if (giveUp) logger.error(details, "webhook given up after its last attempt; endpoint marked failing");
    else {
      logger.warn({ ...details, nextAttemptAt }, "webhook not delivered; will retry");
      // A retry due before the next poll is looked for when it is due.
      if (wait < pollIntervalMs) setTimeout(wake, wait).unref();
    }
  }

  async function runCycle(): Promise<void> {
    do {
      again = false;
      const now = clock();
      const rows = await repository.claimDue(db, {
        limit: batchSize,
        now,
        staleBefore: new Date(now.getTime() - 3 * timeoutMs),
      });
      await Promise.all(rows.map(deliver));
      if (rows.length === batchSize) again = true;
    } while (again && !stopping);
  }

  function wake(): void {
    if (stopping || !started) return;
    if (cycle) {
      again = true;
      return;
    }
    cycle = runCycle()
      .catch((error: unknown) => logger.error({ err: error }, "webhook sender cycle failed"))
      .finally(() => {
        cycle = null;
        if (again) wake();
      });
  }

  return {
    start() {
      if (started) return;
      started = true;
      timer = setInterval(wake, pollIntervalMs);
      timer.unref();
      wake();
    },
    wake,
    async idle() {
      for (;;) {
        while (cycle) await cycle;
        const due = await repository.countDueUnclaimed(db, clock());
        if (due === 0 || stopping || !started) return;
        wake();
        if (!cycle) return;
      }
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      while (cycle) await cycle;
    },
  };
}
