import type { S3Client } from "@aws-sdk/client-s3";
import { sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { connectRedis } from "../../lib/redis-connection";
import { createS3Client, loadS3Sdk } from "../media/s3-media-storage";

/**
 * Whether the process is on its way out. server.ts flips it on SIGTERM, before the listener
 * closes, so a load balancer polling /api/health/ready sees 503 and sends no new work, and every
 * answer from then on carries `Connection: close` so kept-alive connections move elsewhere
 * (docs/deploy.md).
 */
export interface ShutdownState {
  readonly shuttingDown: boolean;
  beginShutdown(): void;
}

export function createShutdownState(): ShutdownState {
  let shuttingDown = false;
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    beginShutdown() {
      shuttingDown = true;
    },
  };
}

export type CheckOutcome = "ok" | "failed";

/** One dependency the shop cannot serve without; answers within `CHECK_TIMEOUT_MS` or counts as down. */
export interface ReadinessCheck {
  name: string;
  run(signal: AbortSignal): Promise<void>;
  close?(): Promise<void>;
}

/** A load balancer polls every few seconds: a dependency slower than this is as good as down. */
export const CHECK_TIMEOUT_MS = 2_000;

export function databaseCheck(db: Database): ReadinessCheck {
  return { name: "database", run: async () => void (await db.execute(sql`select 1`)) };
}

/** Its own connection, so a ping never queues behind the rate limiter's commands. */
export async function redisCheck(redisUrl: string): Promise<ReadinessCheck> {
  const redis = await connectRedis(redisUrl, {
    lazyConnect: true,
    connectTimeout: CHECK_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
  });
  // Failures show in the check's outcome; an unhandled 'error' event would end the process.
  redis.on("error", () => {});
  return {
    name: "redis",
    run: async () => void (await redis.ping()),
    close: async () => void redis.disconnect(),
  };
}

export async function s3Check(
  settings: NonNullable<Config["s3"]>,
  givenClient?: S3Client,
): Promise<ReadinessCheck> {
  const { HeadBucketCommand } = await loadS3Sdk();
  const client = givenClient ?? (await createS3Client(settings));
  return {
    name: "s3",
    run: async (signal) =>
      void (await client.send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: signal })),
    close: async () => client.destroy(),
  };
}

/** The checks this configuration needs: the database always, Redis and S3 when configured. */
export async function readinessChecks(
  config: Pick<Config, "redisUrl" | "s3">,
  db: Database,
): Promise<ReadinessCheck[]> {
  return [
    databaseCheck(db),
    ...(config.redisUrl ? [await redisCheck(config.redisUrl)] : []),
    ...(config.s3 ? [await s3Check(config.s3)] : []),
  ];
}

export async function runChecks(checks: ReadinessCheck[]): Promise<Record<string, CheckOutcome>> {
  const outcomes = await Promise.all(
    checks.map(async (check): Promise<[string, CheckOutcome]> => {
      const controller = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new Error(`${check.name} did not answer in ${CHECK_TIMEOUT_MS} ms`));
        }, CHECK_TIMEOUT_MS);
      });
      try {
        await Promise.race([check.run(controller.signal), timeout]);
        return [check.name, "ok"];
      } catch {
        return [check.name, "failed"];
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return Object.fromEntries(outcomes);
}
