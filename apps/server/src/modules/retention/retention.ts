import { SHOP_UTC_OFFSET_SECONDS } from "@shop/shared";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";

/**
 * The retention job (docs/decisions/052-the-buyers-contract-and-records.md): each module that keeps
 * something only for a period hands in a purge; the job runs them at start and then every few
 * hours. Each purge is one DELETE of rows past their period, so instances running it together
 * remove each row once and a run cut short is finished by the next.
 */

/** How often the periods are enforced: a row lives at most this much past its period. */
export const RETENTION_SWEEP_MS = 6 * 60 * 60 * 1000;

export interface RetentionPurge {
  /** What it removes, for the log: `archived_orders`, `expired_tokens`… */
  name: string;
  /** Removes what is past its period at `now`; answers how many rows went. */
  purge(now: Date): Promise<number>;
}

/**
 * The start of the calendar year (Vietnam time, UTC+7) `years` years before the one `now` falls in.
 * The Accounting Law counts its periods from the end of the accounting year (the calendar year for
 * this shop), so an order placed in 2026 is kept through 2036 and may go from 1 January 2037.
 */
export function retentionCutoff(now: Date, years: number): Date {
  const offsetMs = SHOP_UTC_OFFSET_SECONDS * 1000;
  const vietnamYear = new Date(now.getTime() + offsetMs).getUTCFullYear();
  return new Date(Date.UTC(vietnamYear - years, 0, 1) - offsetMs);
}

export function createRetentionJob({
  purges,
  logger,
  clock = () => new Date(),
}: {
  purges: RetentionPurge[];
  logger: FastifyBaseLogger;
  clock?: () => Date;
}) {
  return {
    /** One pass over every purge; a failing one is logged and the others still run. */
    async runOnce(): Promise<Record<string, number>> {
      const now = clock();
      const removed: Record<string, number> = {};
      for (const { name, purge } of purges) {
        try {
          removed[name] = await purge(now);
        } catch (error) {
          logger.error({ err: error, purge: name }, "retention purge failed");
        }
      }
      if (Object.values(removed).some((count) => count > 0)) logger.info({ removed }, "retention purge");
      return removed;
    },
  };
}
export type RetentionJob = ReturnType<typeof createRetentionJob>;

/** Runs the job at start and every RETENTION_SWEEP_MS while the app runs, as payment-expiry.ts does. */
export function startRetentionJob(app: FastifyInstance, job: RetentionJob): void {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = job.runOnce();
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    sweep();
    timer = setInterval(sweep, RETENTION_SWEEP_MS);
    timer.unref();
  });
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await running;
  });
}
