import type { SQL } from "drizzle-orm";
import { type Database, postgresPoolOf } from "../../db/client";
import {
  createOutboxWorker as createWorker,
  exponentialBackoffMs,
  type OutboxQueue,
  type OutboxWorker,
} from "../../lib/outbox-worker";
import { mailFileTime } from "./mail-file-names";
import { assertMailHeaders } from "./mail-headers";
import type { Mailer, MailMessage } from "./mailer";
import * as repository from "./outbox.repository";

/**
 * The mail outbox (docs/decisions/021-durability.md). A service never sends mail itself: it
 * writes the message with `enqueueMail(tx, message)` in the transaction that makes it owed, or
 * as a part of the statement that does (`queuedMailCte`: an order and its confirmation are
 * stored together, or neither is), and the outbox worker of any
 * running instance sends it, retrying with exponential back-off. Nothing owed lives only in memory:
 * a `kill -9` or a power cut leaves the row, and the next worker sends it.
 *
 * Sending twice: a row is marked sent right after the transport accepted it; a crash between the
 * two leaves it unsent and it is tried again with the same `key`. The .eml outbox sees its file
 * and writes nothing; over SMTP the repeat carries the same Message-ID (see the decision record).
 */

export interface EnqueueOptions {
  /** One message per key (e.g. `order-confirmation:ORDER…`): a second enqueue is ignored. */
  dedupeKey?: string;
  now?: Date;
}

/** Queues a message in the caller's transaction (`db.transaction(async (tx) => …)`). */
export async function enqueueMail(tx: Database, message: MailMessage, options: EnqueueOptions = {}) {
  const { key: _key, ...content } = message;
  assertMailHeaders(content.headers ?? {});
  await repository.insertMessage(tx, content, options.dedupeKey ?? null, options.now ?? new Date());
}

/**
 * The message as a CTE of a larger statement, written only when `onlyIf` holds (an order's
 * confirmation goes in with the order: modules/orders/place-order.statement.ts).
 */
export function queuedMailCte(message: MailMessage, options: Required<EnqueueOptions>, onlyIf: SQL): SQL {
  const { key: _key, ...content } = message;
  assertMailHeaders(content.headers ?? {});
  return repository.insertMessageCte(content, options.dedupeKey, options.now, onlyIf);
}

export interface OutboxLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxWorkerOptions {
  db: Database;
  mailer: Mailer;
  logger: OutboxLogger;
  clock?: () => Date;
  /** How often the worker looks for due messages when nobody woke it (ms). */
  pollIntervalMs?: number;
  /** Messages claimed and sent at once. */
  batchSize?: number;
  /** Attempts before a message is given up (kept, marked failed, logged as an error). */
  maxAttempts?: number;
  /** The wait after the n-th failed attempt. */
  backoffMs?: (attempt: number) => number;
  /** A claim older than this is taken over even if its claimer still runs (stuck or cut off). */
  claimTimeoutMs?: number;
}

export type { OutboxWorker };

/** 5 s, 10 s, 20 s … capped at an hour, ±20 % so instances that failed together spread out. */
export function defaultBackoffMs(attempt: number, random: () => number = Math.random): number {
  return exponentialBackoffMs(5_000, attempt, random);
}

/** 12 attempts span about five hours of back-off before a message is given up. */
export const OUTBOX_MAX_ATTEMPTS = 12;

/**
 * Mails claimed per cycle. On PostgreSQL, ten: instances share the queue in small bites. The
 * embedded database has one instance, and each claim and each mark is a commit, a sync of the
 * disk on the thread that answers shoppers: in a burst of orders, claiming ten at a time made the
 * mail's commits outnumber the orders' own (docs/decisions/063-the-orders-path.md).
 */
function outboxBatchSize(db: Database): number {
  return postgresPoolOf(db) ? 10 : 100;
}

/** The mail module's table as the one outbox worker (lib/outbox-worker.ts) takes it. */
function mailQueue(db: Database): OutboxQueue<repository.OutboxRow, void> {
  return {
    claimDue: (args) => repository.claimDue(db, args),
    markDelivered: (delivered, me, now) =>
      repository.markSent(
        db,
        delivered.map(({ row }) => row.id),
        me,
        now,
      ),
    markFailedAttempt: (row, me, { error, nextAttemptAt, now }) =>
      repository.markFailedAttempt(db, row.id, me, { error: String(error), nextAttemptAt, now }),
    releaseClaims: (rows, me) =>
      repository.releaseClaims(
        db,
        me,
        rows.map((row) => row.id),
      ),
    countDueUnclaimed: (now) => repository.countDueUnclaimed(db, now),
    countWaiting: () => repository.countWaiting(db),
    describe: (row) => ({ mailId: row.id, dedupeKey: row.dedupeKey }),
  };
}

/**
 * The mail deliverer: the one caller of `Mailer.send`. Claims carry the worker's advisory-lock key
 * (OUTBOX_LOCK_CLASS), so a killed instance's messages are taken over at once.
 */
export function createOutboxWorker({
  db,
  mailer,
  logger,
  clock = () => new Date(),
  pollIntervalMs = 2_000,
  batchSize = outboxBatchSize(db),
  maxAttempts = OUTBOX_MAX_ATTEMPTS,
  backoffMs = defaultBackoffMs,
  claimTimeoutMs = 10 * 60_000,
}: OutboxWorkerOptions): OutboxWorker {
  return createWorker({
    name: "mail",
    db,
    queue: mailQueue(db),
    deliver: async (row) => {
      await mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        attachments: repository.attachmentsOf(row),
        headers: row.headers,
        key: `${mailFileTime(row.createdAt)}-${row.id}`,
      });
    },
    logger,
    clock,
    pollIntervalMs,
    batchSize,
    maxAttempts,
    backoffMs,
    claimTimeoutMs,
    lockClass: repository.OUTBOX_LOCK_CLASS,
  });
}
