import type { Redis, RedisOptions } from "ioredis";

/**
 * A connection to Redis (REDIS_URL), with ioredis loaded only then: a shop without Redis never
 * holds the client's code (docs/decisions/038-clients-when-configured.md). Used by the rate limits,
 * the sign-in attempt limits and the readiness check, each with its own connection.
 */
export async function connectRedis(url: string, options: RedisOptions): Promise<Redis> {
  const { Redis } = await import("ioredis");
  return new Redis(url, options);
}
