import { randomInt } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { type Database, postgresPoolOf } from "../../db/client";
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

export interface OutboxWorker {
  /** Takes this instance's advisory lock and starts polling. */
  start(): Promise<void>;
  /** A message was committed: look now rather than at the next poll. */
  wake(): void;
  /** Resolves when nothing is being sent and nothing due is waiting (tests). */
  idle(): Promise<void>;
  /** Stops polling, waits for the messages in flight, hands back the rest, releases the lock. */
  stop(): Promise<void>;
  /** Messages still to send. */
  depth(): Promise<number>;
}

/** 5 s, 10 s, 20 s … capped at an hour, ±20 % so instances that failed together spread out. */
export function defaultBackoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(5_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** 12 attempts span about five hours of back-off before a message is given up. */
export const OUTBOX_MAX_ATTEMPTS = 12;

export function createOutboxWorker({
  db,
  mailer,
  logger,
  clock = () => new Date(),
  pollIntervalMs = 2_000,
  batchSize = 10,
  maxAttempts = OUTBOX_MAX_ATTEMPTS,
  backoffMs = defaultBackoffMs,
  claimTimeoutMs = 10 * 60_000,
}: OutboxWorkerOptions): OutboxWorker {
  let lock: WorkerLock | null = null;
  let timer: NodeJS.Timeout | undefined;
  let cycle: Promise<void> | null = null;
  let again = false;
  let stopping = false;

  /** Sends one message; answers whether it went (a failure is recorded here, a success by the cycle). */
  async function deliver(me: number, row: repository.OutboxRow): Promise<boolean> {
    const key = `${row.createdAt.toISOString().replace(/[:.]/g, "-")}-${row.id}`;
    try {
      await mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        attachments: repository.attachmentsOf(row),
        headers: row.headers,
        key,
      });
    } catch (error) {
      const giveUp = row.attempts >= maxAttempts;
      const now = clock();
      const nextAttemptAt = giveUp ? null : new Date(now.getTime() + backoffMs(row.attempts));
      await repository.markFailedAttempt(db, row.id, me, { error: String(error), nextAttemptAt, now });
      const details = { err: error, mailId: row.id, dedupeKey: row.dedupeKey, attempts: row.attempts };
      if (giveUp) logger.error(details, "mail given up after the last attempt");
      else logger.warn({ ...details, nextAttemptAt }, "mail not sent; will retry");
      return false;
    }
    return true;
  }

  async function runCycle(me: number): Promise<void> {
    do {
      again = false;
      const now = clock();
      const rows = await repository.claimDue(db, {
        me,
        limit: batchSize,
        now,
        staleBefore: new Date(now.getTime() - claimTimeoutMs),
      });
      if (stopping) {
        await repository.releaseClaims(
          db,
          me,
          rows.map((row) => row.id),
        );
        return;
      }
      const sent = await Promise.all(rows.map((row) => deliver(me, row)));
      // The cycle's successes in one commit: a crash before it sends them again, with the same key
      // (the top of this file), as a crash between a send and its mark always could.
      await repository.markSent(
        db,
        rows.filter((_row, index) => sent[index]).map((row) => row.id),
        me,
        clock(),
      );
      if (rows.length === batchSize) again = true;
    } while (again && !stopping);
  }

  function wake(): void {
    if (stopping || !lock) return;
    if (cycle) {
      again = true;
      return;
    }
    const me = lock.key;
    cycle = runCycle(me)
      .catch((error: unknown) => logger.error({ err: error }, "mail outbox cycle failed"))
      .finally(() => {
        cycle = null;
        if (again) wake();
      });
  }

  return {
    async start() {
      if (lock) return;
      lock = await holdWorkerLock(db, (error) => logger.error({ err: error }, "mail outbox lock lost"));
      timer = setInterval(wake, pollIntervalMs);
      timer.unref();
      wake();
    },
    wake,
    async idle() {
      for (;;) {
        while (cycle) await cycle;
        const due = await repository.countDueUnclaimed(db, clock());
        if (due === 0 || stopping || !lock) return;
        wake();
        if (!cycle) return;
      }
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      while (cycle) await cycle;
      await lock?.release();
      lock = null;
    },
    depth: () => repository.countWaiting(db),
  };
}

interface WorkerLock {
  key: number;
  release(): Promise<void>;
}

/**
 * Each worker holds a session-level advisory lock (OUTBOX_LOCK_CLASS, key) for as long as it runs
 * and stamps its claims with `key`. PostgreSQL drops the lock the moment the session ends — the
 * process killed, its connection gone — so its claimed rows are free for the next worker at once,
 * with no lease to wait out. On PostgreSQL the lock needs a connection of its own; PGlite has one
 * session, which lives exactly as long as the process.
 */
async function holdWorkerLock(db: Database, onLost: (error: unknown) => void): Promise<WorkerLock> {
  const pool = postgresPoolOf(db);
  if (pool) {
    const connection = await pool.connect();
    connection.on("error", onLost);
    for (;;) {
      const key = randomInt(1, 2 ** 31 - 1);
      const { rows } = await connection.query<{ ok: boolean }>("select pg_try_advisory_lock($1, $2) as ok", [
        repository.OUTBOX_LOCK_CLASS,
        key,
      ]);
      if (rows[0]?.ok) {
        return {
          key,
          async release() {
            await connection
              .query("select pg_advisory_unlock($1, $2)", [repository.OUTBOX_LOCK_CLASS, key])
              .catch(() => {});
            connection.release();
          },
        };
      }
    }
  }
  for (;;) {
    const key = randomInt(1, 2 ** 31 - 1);
    const result = await db.execute(
      sql`select pg_try_advisory_lock(${repository.OUTBOX_LOCK_CLASS}, ${key}) as ok`,
    );
    // drizzle types execute() over the common base type as unknown; PGlite answers { rows }.
    if ((result as unknown as { rows: Array<{ ok: boolean }> }).rows[0]?.ok) {
      return {
        key,
        async release() {
          await db
            .execute(sql`select pg_advisory_unlock(${repository.OUTBOX_LOCK_CLASS}, ${key})`)
            .catch(() => {});
        },
      };
    }
  }
}
