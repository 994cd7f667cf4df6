import { SHOP_UTC_OFFSET_SECONDS } from "@shop/shared";
import { sql } from "drizzle-orm";
import type { Database } from "./client";

/**
 * The embedded database's nightly vacuum (docs/decisions/069-the-embedded-database-vacuumed-at-night.md).
 *
 * PostgreSQL's autovacuum runs in its own processes; PGlite runs PostgreSQL alone in the server's
 * thread, with no background worker, so nothing ever vacuums the shop's tables there. The planner
 * never learns that `orders` grew from nothing to a hundred thousand rows (it still counted 0 on
 * the bench's database), and the space of dead row versions (stock taken, mail sent, copies
 * emptied by the retention job) is reused only as far as page pruning reaches. So once a night,
 * at the quiet hour, the whole database is vacuumed, which also counts each table's rows and
 * pages for the planner. Not analysed: sampling every table's columns left the server some 75 MB
 * larger for good (the embedded database's memory never shrinks), a vacuum 0–18 MB. The first
 * vacuum of a database that never had one holds the database's only thread 3–3.5 s at 100,000
 * products and 137,000 orders, the next ones 50 ms.
 */

/** Half past three in the morning in Vietnam (no summer time there): the shop's quietest hour. */
const QUIET_HOUR_UTC = (24 + 3 - SHOP_UTC_OFFSET_SECONDS / 3600) % 24;
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

/** Vacuums every table (not in a transaction: VACUUM refuses to run in one). */
export async function vacuumEmbeddedDatabase(db: Database): Promise<void> {
  await db.execute(sql`vacuum`);
}

export interface MaintenanceLogger {
  info(entry: object, message?: string): void;
  error(entry: object, message?: string): void;
}

/**
 * Runs `vacuum` at every quiet time until `stop`, which waits for a run under way (the database is
 * closed after it). A failure is logged, and the next night tries again.
 */
export function startEmbeddedMaintenance({
  vacuum,
  logger,
  clock = () => new Date(),
}: {
  vacuum: () => Promise<void>;
  logger: MaintenanceLogger;
  clock?: () => Date;
}): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  async function runVacuum(): Promise<void> {
    const started = performance.now();
    try {
      await vacuum();
      logger.info({ ms: Math.round(performance.now() - started) }, "embedded database vacuumed");
    } catch (error) {
      logger.error({ err: error }, "embedded database vacuum failed");
    }
  }

  function scheduleNext(): void {
    if (stopped) return;
    const now = clock();
    timer = setTimeout(() => {
      running = runVacuum().finally(scheduleNext);
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
