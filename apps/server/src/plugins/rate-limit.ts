import rateLimit, { type RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { connectRedis } from "../lib/redis-connection";

/**
 * Rate limits per client address (@fastify/rate-limit), shared by every module that needs one
 * (orders, sign-in, password reset). Nothing is limited unless a route asks, with
 * `config: { rateLimit: perClient(max, windowMs) }`. Counters live in this process by default; with
 * REDIS_URL they live in Redis, so instances behind a load balancer share them.
 * A 429 goes through the error handler like every other error: `too_many_requests`.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  { redisUrl }: { redisUrl: string | null },
): Promise<void> {
  const redis = redisUrl
    ? await connectRedis(redisUrl, {
        // The plugin's advice: fail fast rather than hold a request while Redis is away.
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : null;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: "shop-rate-limit-" } : {}),
    // Redis being away must not close the shop: requests pass unlimited until it is back.
    skipOnError: true,
  });
  if (redis) app.addHook("onClose", async () => void redis.quit());
}

/** The route option for "at most `max` requests per `windowMs` from one client address". */
export function perClient(max: number, windowMs: number): RateLimitOptions {
  return { max, timeWindow: windowMs };
}
