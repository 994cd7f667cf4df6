import type { FastifyInstance, FastifyReply } from "fastify";
import type { Redis } from "ioredis";
import { AppError } from "../../app-error";
import { connectRedis } from "../../lib/redis-connection";

/**
 * Slows brute force and bulk sign-ups (OWASP ASVS V2.2.1): counters per client address
 * AND per account, in fixed windows. @fastify/rate-limit (plugins/rate-limit.ts) counts requests
 * per route and key; sign-in needs more: two keys per request, each attempt *reserved* (counted
 * atomically) before the password is checked, so parallel guesses cannot all slip under the limit,
 * and a success gives its reservation back, so only failures stay counted. In memory by default;
 * in Redis with REDIS_URL, so every instance sees the same counts.
 */
export interface AttemptRule {
  /** e.g. `login:ip:1.2.3.4`; the window and limit belong to the kind of key. */
  key: string;
  limit: number;
  windowMs: number;
}

export interface AttemptStore {
  /** Adds one and answers the new count and the ms left in the window. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes one back (never below 0): an attempt reserved and then not a failure. */
  decrement(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  /** The live count of a key, 0 when there is none; counts nothing. */
  peek(key: string): Promise<number>;
}

export function createMemoryAttemptStore(clock: () => Date = () => new Date()): AttemptStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= clock().getTime()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  // A sweep now and then keeps a flood of distinct keys from growing the map for ever.
  let writes = 0;
  const sweep = () => {
    const now = clock().getTime();
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
  };
  return {
    async increment(key, windowMs) {
      if (++writes % 1000 === 0) sweep();
      const now = clock().getTime();
      const entry = live(key) ?? { count: 0, resetAt: now + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - now };
    },
    async decrement(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async clear(key) {
      windows.delete(key);
    },
    async peek(key) {
      return live(key)?.count ?? 0;
    },
  };
}

/** INCR and, for a new key, PEXPIRE in one atomic step; answers [count, pttl]. */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/** DECR only a live key above 0, in one step (a missing key must not come back as -1). */
const DECREMENT_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export function createRedisAttemptStore(redis: Redis, prefix = "shop-attempts:"): AttemptStore {
  return {
    async increment(key, windowMs) {
      const [count, ttl] = (await redis.eval(INCREMENT_SCRIPT, 1, prefix + key, String(windowMs))) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async decrement(key) {
      await redis.eval(DECREMENT_SCRIPT, 1, prefix + key);
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
    async peek(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
  };
}

export interface AttemptLimiter {
  /**
   * Counts (reserves) one attempt on every rule, atomically per key; 429 (with Retry-After) when
   * any goes over its limit. One answer whichever rule it was, so the refusal tells nothing.
   */
  consume(reply: FastifyReply, rules: AttemptRule[]): Promise<void>;
  /** Gives back the attempts reserved on these rules (the attempt turned out not to be a failure). */
  release(rules: AttemptRule[]): Promise<void>;
  clear(key: string): Promise<void>;
  /** Whether the key has been counted in its live window (a marker such as a known address). */
  isMarked(key: string): Promise<boolean>;
  /** Counts the key once in a window of its own (a marker), or starts the window again. */
  mark(rule: AttemptRule): Promise<void>;
}

export function createAttemptLimiter(store: AttemptStore): AttemptLimiter {
  const refuse = (reply: FastifyReply, resetInMs: number): never => {
    reply.header("retry-after", String(Math.max(1, Math.ceil(resetInMs / 1000))));
    throw new AppError("too_many_requests", 429, "Too many attempts. Please try again later.");
  };
  return {
    async consume(reply, rules) {
      const results = await Promise.all(rules.map((rule) => store.increment(rule.key, rule.windowMs)));
      let wait = 0;
      rules.forEach((rule, index) => {
        const result = results[index];
        if (result && result.count > rule.limit) wait = Math.max(wait, result.resetInMs);
      });
      if (wait > 0) refuse(reply, wait);
    },
    async release(rules) {
      await Promise.all(rules.map((rule) => store.decrement(rule.key)));
    },
    async clear(key) {
      await store.clear(key);
    },
    async isMarked(key) {
      return (await store.peek(key)) > 0;
    },
    async mark(rule) {
      // Cleared first, so the window runs from this sign-in.
      await store.clear(rule.key);
      await store.increment(rule.key, rule.windowMs);
    },
  };
}

const MINUTE = 60_000;

/**
 * The shop's limits. Per address they are loose enough for a family or an office behind one NAT
 * (and for the E2E suite, all on 127.0.0.1); per account *from one address* they are tight, since
 * nobody legitimately mistypes their password ten times in a quarter of an hour. Login failures are
 * never counted per account alone: then anyone could lock a customer out by failing on purpose.
 */
export const SIGN_IN_LIMITS = {
  loginFailuresPerAddress: { limit: 50, windowMs: 15 * MINUTE },
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  /**
   * One account's failures from every address it was never signed in from, together: rotating
   * addresses gets an attacker this many guesses an hour, not ten per address.
   */
  loginFailuresPerAccountAcrossAddresses: { limit: 30, windowMs: 60 * MINUTE },
  /** How long an address the account signed in from stays its owner's (exempt from the cap above). */
  knownAddress: { limit: 1, windowMs: 30 * 24 * 60 * MINUTE },
  registrationsPerAddress: { limit: 60, windowMs: 10 * MINUTE },
  registrationsPerAccount: { limit: 5, windowMs: 10 * MINUTE },
  resetsPerAddress: { limit: 20, windowMs: 15 * MINUTE },
  resetsPerAccount: { limit: 3, windowMs: 15 * MINUTE },
  verificationMailsPerAccount: { limit: 3, windowMs: 15 * MINUTE },
  verificationConfirmsPerAddress: { limit: 30, windowMs: 15 * MINUTE },
} as const;

/**
 * The guest order lookup's count per order code, over every address: a code (ORDER + its
 * milliseconds) can be guessed or read off a parcel; its phone must not be found by asking from
 * thousands of addresses. The per-address limit (ORDER_LOOKUP_RATE_LIMIT) stays beside it.
 */
export const ORDER_LOOKUP_LIMITS = {
  failuresPerOrderAcrossAddresses: { limit: 20, windowMs: 60 * MINUTE },
} as const;

/**
 * Redis when REDIS_URL is set (its own connection, closed with the app), memory otherwise. Redis
 * being away must not close sign-in: a failing call counts as zero and is logged.
 */
export async function createAttemptStore(
  app: FastifyInstance,
  redisUrl: string | null,
  clock: () => Date = () => new Date(),
): Promise<AttemptStore> {
  if (!redisUrl) return createMemoryAttemptStore(clock);
  const redis = await connectRedis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  redis.on("error", (error) => app.log.warn({ err: error }, "redis (attempt limits) unavailable"));
  app.addHook("onClose", async () => {
    await redis.quit().catch(() => undefined);
  });
  const store = createRedisAttemptStore(redis);
  const tolerant =
    <T>(fallback: T) =>
    (error: unknown) => {
      app.log.warn({ err: error }, "attempt limits skipped: redis failed");
      return fallback;
    };
  return {
    increment: (key, windowMs) => store.increment(key, windowMs).catch(tolerant({ count: 0, resetInMs: 0 })),
    decrement: (key) => store.decrement(key).catch(tolerant(undefined)),
    clear: (key) => store.clear(key).catch(tolerant(undefined)),
    peek: (key) => store.peek(key).catch(tolerant(0)),
  };
}
