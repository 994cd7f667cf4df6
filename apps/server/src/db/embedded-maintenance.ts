import { sql } from "drizzle-orm";
import type { Database } from "./client";

/**
 * The embedded database's nightly tidy-up (docs/decisions/069-the-embedded-database-tidied-at-night.md).
 *
 * PostgreSQL's autovacuum runs in its own processes; PGlite runs PostgreSQL alone in the server's
 * thread, with no background worker, so nothing ever vacuums or analyses the shop's tables there.
 * The planner never learns that `orders` grew from nothing to a hundred thousand rows (its
 * statistics still said 0 on the bench's database), and the space of dead row versions (stock
 * taken, mail sent, copies emptied by the retention job) is reused only as far as page pruning
 * reaches. So once a night, at the quiet hour, the whole database is vacuumed and analysed. It
 * holds the database's only thread while it runs: 2.3–5.4 s at 100,000 products and 137,000
 * orders (measured 2026-11-30), which shoppers at half past three can wait.
 */

/** Half past three in the morning in Vietnam (UTC+7, no summer time): the shop's quietest hour. */
const QUIET_HOUR_UTC = 20;
const QUIET_MINUTE = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The next quiet time strictly after `now`. */
export function nextQuietTime(now: Date): Date {
  const today = Date.UTC(
    now.getUTCFullYear(),
    now.getUTCMonth(),
    now.getUTCDate(),
    QUIET_HOUR_UTC,
    QUIET_MINUTE,
  );
  return new Date(today > now.getTime() ? today : today + DAY_MS);
}

/** Vacuums and analyses every table (not in a transaction: VACUUM refuses to run in one). */
export async function tidyEmbeddedDatabase(db: Database): Promise<void> {
  await db.execute(sql`vacuum (analyze)`);
}

export interface MaintenanceLogger {
  info(entry: object, message?: string): void;
  error(entry: object, message?: string): void;
}

/**
 * Runs `tidy` at every quiet time until `stop`, which waits for a run under way (the database is
 * closed after it). A failure is logged, and the next night tries again.
 */
export function startEmbeddedMaintenance({
  tidy,
  logger,
  clock = () => new Date(),
}: {
  tidy: () => Promise<void>;
  logger: MaintenanceLogger;
  clock?: () => Date;
}): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  async function runTidy(): Promise<void> {
    const started = performance.now();
    try {
      await tidy();
      logger.info({ ms: Math.round(performance.now() - started) }, "embedded database vacuumed and analysed");
    } catch (error) {
      logger.error({ err: error }, "embedded database tidy-up failed");
    }
  }

  function scheduleNext(): void {
    if (stopped) return;
    const now = clock();
    timer = setTimeout(() => {
      running = runTidy().finally(scheduleNext);
    }, nextQuietTime(now).getTime() - now.getTime());
    timer.unref();
  }
  scheduleNext();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
