import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpTestUser, testClientAddress, uniqueEmail } from "../../test/auth-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { SIGN_IN_LIMITS } from "./attempt-limiter";

/**
 * Login limits as a password guesser and as the account's owner see them, on the in-memory
 * counters and (with TEST_REDIS_URL) on Redis, as several instances would share them.
 */
const STORES = [
  { name: "memory", env: {} },
  ...(process.env.TEST_REDIS_URL ? [{ name: "redis", env: { REDIS_URL: process.env.TEST_REDIS_URL } }] : []),
];

describe.each(STORES)("login limits on $name", ({ env }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { env });
  });
  afterAll(() => t?.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: "POST", url: "/api/login", payload: { email, password }, remoteAddress });

  it("checks at most the limit of 30 parallel wrong guesses from one address", async () => {
    const user = await signUpTestUser(t, { email: uniqueEmail(`par${randomBytes(3).toString("hex")}`) });
    const address = testClientAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => login(user.email, `doan-sai-${index}-xx`, address)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // Each 401 is a password that was checked; the rest were refused before argon2 ran.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
      SIGN_IN_LIMITS.loginFailuresPerAccount.limit,
    );
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      30 - SIGN_IN_LIMITS.loginFailuresPerAccount.limit,
    );
  });

  it("never refuses the owner's right password from an address that has not been failing", async () => {
    const user = await signUpTestUser(t);
    const attacker = testClientAddress();
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await login(user.email, `sai-${attempt}-xxxx`, attacker);
    }
    const fromAttacker = await login(user.email, user.password, attacker);
    expect(fromAttacker.statusCode).toBe(429);
    expect(Number(fromAttacker.headers["retry-after"])).toBeGreaterThan(0);
    // The same words as every other limit's refusal: nothing says which one was reached.
    expect(fromAttacker.json()).toEqual({
      error: { code: "too_many_requests", message: "Too many attempts. Please try again later." },
    });
    const fromOwner = await login(user.email, user.password, testClientAddress());
    expect(fromOwner.statusCode).toBe(200);
  });

  it("caps one account's wrong guesses across rotating addresses, and still lets the owner in from an address they used", async () => {
    const user = await signUpTestUser(t);
    const ownersAddress = testClientAddress();
    expect((await login(user.email, user.password, ownersAddress)).statusCode).toBe(200);
    const cap = SIGN_IN_LIMITS.loginFailuresPerAccountAcrossAddresses.limit;
    // One guess from each of many addresses: no per-address count ever passes its limit.
    const statuses: number[] = [];
    for (let guess = 0; guess < cap + 5; guess += 1) {
      statuses.push((await login(user.email, `doan-sai-${guess}-xx`, testClientAddress())).statusCode);
    }
    expect(statuses.slice(0, cap).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(cap)).toEqual(Array(5).fill(429));
    // Even the right password from a new address waits: the guesser cannot tell it was right.
    const guessedRight = await login(user.email, user.password, testClientAddress());
    expect(guessedRight.statusCode).toBe(429);
    expect(Number(guessedRight.headers["retry-after"])).toBeGreaterThan(0);
    // The owner, from an address they signed in from before, is never refused.
    expect((await login(user.email, user.password, ownersAddress)).statusCode).toBe(200);
  });
});
