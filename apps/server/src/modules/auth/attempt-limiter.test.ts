import { randomBytes } from "node:crypto";
import type { FastifyReply } from "fastify";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "../../app-error";
import {
  type AttemptStore,
  createAttemptLimiter,
  createMemoryAttemptStore,
  createRedisAttemptStore,
} from "./attempt-limiter";

/** A reply that only records headers: all the limiter touches. */
function fakeReply(): FastifyReply & { headersSet: Record<string, string> } {
  const headersSet: Record<string, string> = {};
  const reply = {
    headersSet,
    header(name: string, value: string) {
      headersSet[name] = value;
      return reply;
    },
  };
  return reply as unknown as FastifyReply & { headersSet: Record<string, string> };
}

const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : null;
afterAll(async () => {
  await redis?.quit();
});

const stores: [string, () => AttemptStore][] = [["memory", () => createMemoryAttemptStore()]];
if (redis)
  stores.push(["redis", () => createRedisAttemptStore(redis, `test-${randomBytes(4).toString("hex")}:`)]);

describe.each(stores)("attempt limits in %s", (_name, makeStore) => {
  it("lets `limit` attempts through and refuses the next with 429 and Retry-After", async () => {
    const limiter = createAttemptLimiter(makeStore());
    const rules = [{ key: "login:ip:1.2.3.4", limit: 3, windowMs: 60_000 }];
    for (let attempt = 0; attempt < 3; attempt += 1) await limiter.consume(fakeReply(), rules);
    const reply = fakeReply();
    const refusal = await limiter.consume(reply, rules).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 429, code: "too_many_requests" });
    expect(Number(reply.headersSet["retry-after"])).toBeGreaterThan(0);
    expect(Number(reply.headersSet["retry-after"])).toBeLessThanOrEqual(60);
  });

  it("shares counts between two limiters over one store, as two server instances would", async () => {
    const store = makeStore();
    const one = createAttemptLimiter(store);
    const two = createAttemptLimiter(store);
    const rules = [{ key: "login:account:lan@example.vn", limit: 2, windowMs: 60_000 }];
    await one.consume(fakeReply(), rules);
    await two.consume(fakeReply(), rules);
    await expect(one.consume(fakeReply(), rules)).rejects.toMatchObject({ status: 429 });
    await two.clear(rules[0]?.key ?? "");
    await expect(one.consume(fakeReply(), rules)).resolves.toBeUndefined();
  });

  it("gives a reservation back, never below zero", async () => {
    const limiter = createAttemptLimiter(makeStore());
    const rules = [{ key: "login:ip:9.9.9.9", limit: 1, windowMs: 60_000 }];
    await limiter.release(rules);
    await limiter.consume(fakeReply(), rules);
    await limiter.release(rules);
    await expect(limiter.consume(fakeReply(), rules)).resolves.toBeUndefined();
    await expect(limiter.consume(fakeReply(), rules)).rejects.toMatchObject({ status: 429 });
  });

  it("starts a new window when the old one has passed", async () => {
    const limiter = createAttemptLimiter(makeStore());
    const rules = [{ key: "reset:ip:5.6.7.8", limit: 1, windowMs: 50 }];
    await limiter.consume(fakeReply(), rules);
    await expect(limiter.consume(fakeReply(), rules)).rejects.toMatchObject({ status: 429 });
    await new Promise((resolve) => setTimeout(resolve, 80));
    await expect(limiter.consume(fakeReply(), rules)).resolves.toBeUndefined();
  });
});
