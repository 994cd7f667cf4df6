import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Database, postgresPoolOf } from "../db/client";
import { turnWithRoom } from "./short-turns";

/**
 * The one outbox worker (docs/decisions/040-one-mail-path.md, docs/decisions/058-webhooks-and-honest-numbers.md):
 * what a module owes the outside world (a mail, a webhook) is a row written in the transaction of
 * the change that makes it owed; this loop sends the due rows with retries. It knows no table:
 * each module hands in its queue (claim, mark, count: SQL on its own table) and its deliverer.
 *
 * - **Claim**: the module's `claimDue` takes up to `batchSize` due rows in one statement with
 *   `FOR UPDATE SKIP LOCKED`, so two instances never take the same row (on the embedded database
 *   there is one session, and statements run one after another). A claim counts an attempt.
 *   With `lockClass`, the worker holds a session-level advisory lock `(lockClass, me)` while it
 *   runs and stamps its claims with `me`: a killed worker's claims are free at once (its session
 *   and lock are gone). A claim older than `claimTimeoutMs` is taken over in any case.
 * - **Back-off**: a failed row is tried again after `backoffMs(attempts)`; a retry due before the
 *   next poll is looked for when it is due.
 * - **Dead letter**: after `maxAttempts` the row is kept, marked given up (the module's
 *   `markFailedAttempt` with `nextAttemptAt: null`), and logged as an error.
 * - **One commit a cycle** for the successes (`markDelivered` takes them all): on the embedded
 *   database every commit is a sync of the disk.
 * - **Stop** waits for the rows in flight and hands back claims not yet tried.
 */

export interface OutboxLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What a module's outbox table offers the worker; every function is SQL on the module's own table. */
export interface OutboxQueue<Row extends { attempts: number }, Delivered> {
  /** Claims up to `limit` due rows for worker `me` (one statement, its own transaction). */
  claimDue(args: { me: number; limit: number; now: Date; staleBefore: Date }): Promise<Row[]>;
  /** Records the cycle's deliveries in one commit, for the claims `me` still holds. */
  markDelivered(
    delivered: ReadonlyArray<{ row: Row; result: Delivered }>,
    me: number,
    now: Date,
  ): Promise<void>;
  /** A failed attempt: tried again at `nextAttemptAt`, or given up (null). */
  markFailedAttempt(
    row: Row,
    me: number,
    outcome: { error: unknown; nextAttemptAt: Date | null; now: Date },
  ): Promise<void>;
  /** Hands back claimed rows not tried (the worker is stopping); their attempt is not counted. */
  releaseClaims(rows: readonly Row[], me: number): Promise<void>;
  /** Due rows nobody holds: what a worker would claim now. */
  countDueUnclaimed(now: Date): Promise<number>;
  /** Rows still owed (neither delivered nor given up). */
  countWaiting(): Promise<number>;
  /** What the log says of a row (its id, its key). */
  describe(row: Row): object;
}

export interface OutboxWorkerOptions<Row extends { attempts: number }, Delivered> {
  /** In the log's lines: "mail", "webhook". */
  name: string;
  db: Database;
  queue: OutboxQueue<Row, Delivered>;
  /** Sends one row; a throw is a failed attempt. */
  deliver: (row: Row) => Promise<Delivered>;
  logger: OutboxLogger;
  clock?: () => Date;
  /** How often the worker looks for due rows when nobody woke it (ms). */
  pollIntervalMs: number;
  /** Rows claimed and sent at once. */
  batchSize?: number;
  /** Attempts before a row is given up (kept, marked failed, logged as an error). */
  maxAttempts: number;
  /** The wait after the n-th failed attempt. */
  backoffMs: (attempt: number) => number;
  /** A claim older than this is taken over even if its claimer still runs (stuck or cut off). */
  claimTimeoutMs: number;
  /** The first key of the advisory lock that marks this worker alive (none: `me` is 0). */
  lockClass?: number;
}

export interface OutboxWorker {
  /** Takes the advisory lock (if any) and starts polling. */
  start(): Promise<void>;
  /** A row was committed: look now rather than at the next poll. */
  wake(): void;
  /** Resolves when nothing is being sent and nothing due is waiting (tests). */
  idle(): Promise<void>;
  /** Stops polling, waits for the rows in flight, hands back the rest, releases the lock. */
  stop(): Promise<void>;
  /** Rows still to send. */
  depth(): Promise<number>;
}

/** `firstMs`, doubling, capped at an hour, ±20 % so instances that failed together spread out. */
export function exponentialBackoffMs(
  firstMs: number,
  attempt: number,
  random: () => number = Math.random,
): number {
  const base = Math.min(firstMs * 2 ** Math.max(0, attempt - 1), 3_600_000);
  return Math.round(base * (0.8 + 0.4 * random()));
}

export function createOutboxWorker<Row extends { attempts: number }, Delivered>({
  name,
  db,
  queue,
  deliver,
  logger,
  clock = () => new Date(),
  pollIntervalMs,
  batchSize = 10,
  maxAttempts,
  backoffMs,
  claimTimeoutMs,
  lockClass,
}: OutboxWorkerOptions<Row, Delivered>): OutboxWorker {
  let lock: WorkerLock | null = null;
  let timer: NodeJS.Timeout | undefined;
  let cycle: Promise<void> | null = null;
  let again = false;
  let stopping = false;

  /** Sends one row; a failure is recorded here, a success by the cycle (all at once). */
  async function attempt(me: number, row: Row): Promise<{ row: Row; result: Delivered } | null> {
    try {
      return { row, result: await deliver(row) };
    } catch (error) {
      const giveUp = row.attempts >= maxAttempts;
      const now = clock();
      const wait = backoffMs(row.attempts);
      const nextAttemptAt = giveUp ? null : new Date(now.getTime() + wait);
      await queue.markFailedAttempt(row, me, { error, nextAttemptAt, now });
      const details = { ...queue.describe(row), attempts: row.attempts, err: error };
      if (giveUp) logger.error(details, `${name} given up after the last attempt`);
      else {
        logger.warn({ ...details, nextAttemptAt }, `${name} not sent; will retry`);
        if (wait < pollIntervalMs) setTimeout(wake, wait).unref();
      }
      return null;
    }
  }

  async function runCycle(me: number): Promise<void> {
    do {
      again = false;
      const now = clock();
      const rows = await queue.claimDue({
        me,
        limit: batchSize,
        now,
        staleBefore: new Date(now.getTime() - claimTimeoutMs),
      });
      if (stopping) {
        if (rows.length > 0) await queue.releaseClaims(rows, me);
        return;
      }
      // Each send starts in a turn of the event loop with room (lib/short-turns.ts): a cycle of a
      // hundred confirmations composed in one turn held new shoppers' connections out while they
      // arrived (docs/decisions/082-sends-in-short-turns.md). Otherwise every turn has room and
      // they start together, as before; they still run side by side.
      const sending: Array<Promise<{ row: Row; result: Delivered } | null>> = [];
      for (const row of rows) {
        await turnWithRoom();
        const sent = attempt(me, row);
        // Handled here at once, seen by Promise.all below: not an unhandled rejection meanwhile.
        sent.catch(() => {});
        sending.push(sent);
      }
      const outcomes = await Promise.all(sending);
      const delivered = outcomes.filter((outcome) => outcome !== null);
      // The cycle's successes in one commit: a crash before it sends them again (the module's
      // key or event id lets the other side see the repeat), as a crash between a send and its
      // mark always could.
      if (delivered.length > 0) await queue.markDelivered(delivered, me, clock());
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
      .catch((error: unknown) => logger.error({ err: error }, `${name} outbox cycle failed`))
      .finally(() => {
        cycle = null;
        if (again) wake();
      });
  }

  return {
    async start() {
      if (lock) return;
      lock =
        lockClass === undefined
          ? { key: 0, release: async () => {} }
          : await holdWorkerLock(db, lockClass, (error) =>
              logger.error({ err: error }, `${name} outbox lock lost`),
            );
      timer = setInterval(wake, pollIntervalMs);
      timer.unref();
      wake();
    },
    wake,
    async idle() {
      for (;;) {
        while (cycle) await cycle;
        const due = await queue.countDueUnclaimed(clock());
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
    depth: () => queue.countWaiting(),
  };
}

interface WorkerLock {
  key: number;
  release(): Promise<void>;
}

/**
 * Holds a session-level advisory lock (lockClass, key) for as long as the worker runs; its claims
 * carry `key`. PostgreSQL drops the lock the moment the session ends — the process killed, its
 * connection gone — so its claimed rows are free for the next worker at once, with no lease to
 * wait out. On PostgreSQL the lock needs a connection of its own; PGlite has one session, which
 * lives exactly as long as the process.
 */
async function holdWorkerLock(
  db: Database,
  lockClass: number,
  onLost: (error: unknown) => void,
): Promise<WorkerLock> {
  const pool = postgresPoolOf(db);
  if (pool) {
    const connection = await pool.connect();
    connection.on("error", onLost);
    for (;;) {
      const key = randomInt(1, 2 ** 31 - 1);
      const { rows } = await connection.query<{ ok: boolean }>("select pg_try_advisory_lock($1, $2) as ok", [
        lockClass,
        key,
      ]);
      if (rows[0]?.ok) {
        return {
          key,
          async release() {
            await connection.query("select pg_advisory_unlock($1, $2)", [lockClass, key]).catch(() => {});
            connection.release();
          },
        };
      }
    }
  }
  for (;;) {
    const key = randomInt(1, 2 ** 31 - 1);
    const result = await db.execute(sql`select pg_try_advisory_lock(${lockClass}, ${key}) as ok`);
    // drizzle types execute() over the common base type as unknown; PGlite answers { rows }.
    if ((result as unknown as { rows: Array<{ ok: boolean }> }).rows[0]?.ok) {
      return {
        key,
        async release() {
          await db.execute(sql`select pg_advisory_unlock(${lockClass}, ${key})`).catch(() => {});
        },
      };
    }
  }
}
