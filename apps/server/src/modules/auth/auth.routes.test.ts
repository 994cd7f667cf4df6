import { randomUUID } from "node:crypto";
import { accountUserSchema, PASSWORD_MIN_LENGTH, sessionSchema } from "@shop/shared";
import { readableMail } from "@shop/shared/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetTokens, refreshTokens, users } from "../../db/schema";
import {
  decodeClaims,
  mintAccessToken,
  signUpTestUser,
  testClientAddress,
  uniqueEmail,
  unsignedToken,
} from "../../test/auth-helpers";
import { type SmtpInbox, startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";
import { setUserRole } from "../users/users.repository";
import { hashSecretToken } from "./secret-tokens";

describe.each(TEST_DATABASE_KINDS)("accounts API on %s", (kind) => {
  let t: TestApp;
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    // With TEST_REDIS_URL the attempt limits run on Redis, as several instances would share them.
    const redisUrl = process.env.TEST_REDIS_URL;
    t = await createTestApp(kind, {
      env: { SMTP_URL: inbox.url, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) },
    });
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url,
      payload: payload as object,
      headers,
      remoteAddress: testClientAddress(),
    });
  const me = (token: string) =>
    t.app.inject({ method: "GET", url: "/api/me", headers: { authorization: `Bearer ${token}` } });

  const RESET_LINK = /https:\/\/shop\.example\/reset-password\?token=([A-Za-z0-9_-]+)/;

  /** The reset mails to `email` among the messages that arrived after the first `before`. */
  function resetMailsTo(email: string, before: number): string[] {
    return inbox.messages
      .slice(before)
      .map((message) => readableMail(message))
      .filter((mail) => mail.includes(`To: ${email}`) && RESET_LINK.test(mail));
  }

  /** The token of the reset mail to `email` that arrives after the first `before` messages. */
  async function resetLinkFor(email: string, before: number): Promise<string> {
    // The outbox worker sends in its own time, the registration's verification mail too.
    await expect.poll(() => resetMailsTo(email, before).length, { timeout: 5_000, interval: 20 }).toBe(1);
    const token = RESET_LINK.exec(resetMailsTo(email, before)[0] ?? "")?.[1];
    if (!token) throw new Error(`no reset link mailed to ${email}`);
    return token;
  }

  describe("register and log in", () => {
    it("registers a member with a lower-cased e-mail and answers a working session", async () => {
      const email = uniqueEmail("Lan.Nguyen").replace("lan", "LAN");
      const response = await post("/api/register", { email, password: "mat-khau-1" });
      expect(response.statusCode).toBe(201);
      const session = sessionSchema.parse(response.json());
      expect(session.user).toMatchObject({ email: email.toLowerCase(), role: "member", hasPassword: true });
      expect(session.user.uid).toMatch(/^[A-Za-z0-9_-]{12}$/);
      expect(JSON.stringify(response.json())).not.toMatch(/argon2|passwordHash/);
      const who = await me(session.accessToken);
      expect(who.statusCode).toBe(200);
      expect(accountUserSchema.parse(who.json()).email).toBe(email.toLowerCase());
    });

    it("stores the password as an argon2id hash and the refresh token only hashed", async () => {
      const user = await signUpTestUser(t);
      const [row] = await t.db.select().from(users).where(eq(users.email, user.email));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      const [token] = await t.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, row?.id ?? ""));
      expect(token?.tokenHash).toBe(hashSecretToken(user.session.refreshToken));
      expect(token?.tokenHash).not.toContain(user.session.refreshToken);
    });

    it("refuses a second account for the same e-mail in another case", async () => {
      const user = await signUpTestUser(t);
      const response = await post("/api/register", {
        email: user.email.toUpperCase(),
        password: "khac-hoan-toan",
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe("email_taken");
    });

    it(`refuses passwords shorter than ${PASSWORD_MIN_LENGTH} characters and bad e-mails`, async () => {
      const short = await post("/api/register", {
        email: uniqueEmail(),
        password: "x".repeat(PASSWORD_MIN_LENGTH - 1),
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().error).toMatchObject({
        code: "validation_failed",
        fields: { password: "register.error_password_too_short" },
      });
      const ok = await post("/api/register", {
        email: uniqueEmail(),
        password: "x".repeat(PASSWORD_MIN_LENGTH),
      });
      expect(ok.statusCode).toBe(201);
      for (const payload of [
        { email: "khong-phai-email", password: "mat-khau-1" },
        { email: "", password: "mat-khau-1" },
        { password: "mat-khau-1" },
        { email: uniqueEmail() },
        [],
      ]) {
        const response = await post("/api/register", payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
    });

    it("never lets registration choose a role (mass assignment is refused and nothing is stored)", async () => {
      const email = uniqueEmail("hacker");
      const response = await post("/api/register", { email, password: "mat-khau-1", role: "admin" });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("validation_failed");
      const rows = await t.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(0);
    });

    it("logs in with any case of the e-mail", async () => {
      const user = await signUpTestUser(t);
      const response = await post("/api/login", { email: user.email.toUpperCase(), password: user.password });
      expect(response.statusCode).toBe(200);
      expect(sessionSchema.parse(response.json()).user.email).toBe(user.email);
    });

    it("answers the same 401 for an unknown e-mail and a wrong password", async () => {
      const user = await signUpTestUser(t);
      const wrong = await post("/api/login", { email: user.email, password: "sai-mat-khau" });
      const unknown = await post("/api/login", { email: uniqueEmail("nobody"), password: "sai-mat-khau" });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json().error).toEqual({
        code: "invalid_credentials",
        message: "Invalid email or password.",
      });
    });
  });

  describe("access tokens", () => {
    it("pins HS256 with a 15-minute expiry, issuer and audience", async () => {
      const user = await signUpTestUser(t);
      const [header = ""] = user.session.accessToken.split(".");
      expect(JSON.parse(Buffer.from(header, "base64url").toString())).toMatchObject({ alg: "HS256" });
      const claims = decodeClaims(user.session.accessToken);
      expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
      expect(claims).toMatchObject({
        iss: "https://shop.example",
        aud: "shop-api",
        sub: user.session.user.id,
      });
      expect(claims).not.toHaveProperty("role");
    });

    it("refuses missing, malformed, altered, expired, foreign and alg:none tokens with 401", async () => {
      const user = await signUpTestUser(t);
      const { id } = user.session.user;
      const sessionId = String(decodeClaims(user.session.accessToken).sid);
      const [h, p, s] = user.session.accessToken.split(".");
      const altered = `${h}.${Buffer.from(JSON.stringify({ ...decodeClaims(user.session.accessToken), sub: randomUUID() })).toString("base64url")}.${s}`;
      const flippedSignature = `${h}.${p}.${s?.startsWith("A") ? `B${s.slice(1)}` : `A${s?.slice(1)}`}`;
      const cases: Record<string, string | null> = {
        missing: null,
        malformed: "not-a-token",
        altered,
        flippedSignature,
        expired: await mintAccessToken(t, { userId: id, sessionId, expiresInSeconds: -60 }),
        otherSecret: await mintAccessToken(t, { userId: id, sessionId, secret: "x".repeat(48) }),
        otherIssuer: await mintAccessToken(t, { userId: id, sessionId, issuer: "https://evil.example" }),
        otherAudience: await mintAccessToken(t, { userId: id, sessionId, audience: "someone-else" }),
        unknownSession: await mintAccessToken(t, { userId: id }),
        algNone: unsignedToken({ ...decodeClaims(user.session.accessToken) }),
      };
      for (const [name, token] of Object.entries(cases)) {
        const response = await t.app.inject({
          method: "GET",
          url: "/api/me",
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        expect(response.statusCode, name).toBe(401);
        expect(response.json().error.code, name).toBe("unauthorized");
      }
      expect((await me(user.session.accessToken)).statusCode).toBe(200);
    });
  });

  describe("refresh tokens", () => {
    it("rotates: a refresh answers a new pair and the old refresh token is spent", async () => {
      const user = await signUpTestUser(t);
      const first = await post("/api/token/refresh", { refreshToken: user.session.refreshToken });
      expect(first.statusCode).toBe(200);
      const next = sessionSchema.parse(first.json());
      expect(next.refreshToken).not.toBe(user.session.refreshToken);
      expect((await me(next.accessToken)).statusCode).toBe(200);
      const second = await post("/api/token/refresh", { refreshToken: next.refreshToken });
      expect(second.statusCode).toBe(200);
    });

    it("revokes the whole family when a spent refresh token comes back", async () => {
      const user = await signUpTestUser(t);
      const rotated = sessionSchema.parse(
        (await post("/api/token/refresh", { refreshToken: user.session.refreshToken })).json(),
      );
      const reuse = await post("/api/token/refresh", { refreshToken: user.session.refreshToken });
      expect(reuse.statusCode).toBe(401);
      // The thief's copy and the rightful owner's newer token are both dead now, access token included.
      expect((await post("/api/token/refresh", { refreshToken: rotated.refreshToken })).statusCode).toBe(401);
      expect((await me(rotated.accessToken)).statusCode).toBe(401);
    });

    it("refuses an unknown or expired refresh token", async () => {
      expect((await post("/api/token/refresh", { refreshToken: "made-up" })).statusCode).toBe(401);
      const user = await signUpTestUser(t);
      await t.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.tokenHash, hashSecretToken(user.session.refreshToken)));
      expect((await post("/api/token/refresh", { refreshToken: user.session.refreshToken })).statusCode).toBe(
        401,
      );
    });

    it("logout revokes the session: its refresh and its access token stop working, others do not", async () => {
      const user = await signUpTestUser(t);
      const other = sessionSchema.parse(
        (await post("/api/login", { email: user.email, password: user.password })).json(),
      );
      const out = await post("/api/logout", { refreshToken: user.session.refreshToken });
      expect(out.statusCode).toBe(204);
      expect((await post("/api/token/refresh", { refreshToken: user.session.refreshToken })).statusCode).toBe(
        401,
      );
      expect((await me(user.session.accessToken)).statusCode).toBe(401);
      expect((await me(other.accessToken)).statusCode).toBe(200);
    });
  });

  describe("password change", () => {
    const change = (token: string, payload: unknown) =>
      t.app.inject({
        method: "PUT",
        url: "/api/me/password",
        payload: payload as object,
        headers: { authorization: `Bearer ${token}` },
      });

    it("checks the current password first and changes nothing when it is wrong", async () => {
      const user = await signUpTestUser(t);
      const response = await change(user.session.accessToken, {
        currentPassword: "sai-roi-nhe",
        newPassword: "moi-moi-moi",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("invalid_current_password");
      expect((await post("/api/login", { email: user.email, password: user.password })).statusCode).toBe(200);
    });

    it("changes the password, keeps this session and signs every other one out", async () => {
      const user = await signUpTestUser(t);
      const other = sessionSchema.parse(
        (await post("/api/login", { email: user.email, password: user.password })).json(),
      );
      const response = await change(user.session.accessToken, {
        currentPassword: user.password,
        newPassword: "mat-khau-moi-123",
      });
      expect(response.statusCode).toBe(204);
      expect((await me(user.session.accessToken)).statusCode).toBe(200);
      expect((await me(other.accessToken)).statusCode).toBe(401);
      expect((await post("/api/token/refresh", { refreshToken: other.refreshToken })).statusCode).toBe(401);
      expect((await post("/api/login", { email: user.email, password: user.password })).statusCode).toBe(401);
      expect((await post("/api/login", { email: user.email, password: "mat-khau-moi-123" })).statusCode).toBe(
        200,
      );
    });

    it("needs a signed-in user and a long enough new password", async () => {
      const user = await signUpTestUser(t);
      const anonymous = await t.app.inject({
        method: "PUT",
        url: "/api/me/password",
        payload: { currentPassword: user.password, newPassword: "mat-khau-moi-123" },
      });
      expect(anonymous.statusCode).toBe(401);
      const short = await change(user.session.accessToken, {
        currentPassword: user.password,
        newPassword: "ngan",
      });
      expect(short.statusCode).toBe(400);
    });
  });

  describe("password reset", () => {
    it("answers 202 alike for known and unknown e-mails, and mails only the known one", async () => {
      const user = await signUpTestUser(t);
      const before = inbox.messages.length;
      const nobody = uniqueEmail("nobody");
      const unknown = await post("/api/password-reset", { email: nobody });
      const known = await post("/api/password-reset", { email: user.email.toUpperCase(), language: "en" });
      expect(unknown.statusCode).toBe(202);
      expect(known.statusCode).toBe(202);
      expect(unknown.body).toBe(known.body);
      await resetLinkFor(user.email, before);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(resetMailsTo(user.email, before)).toHaveLength(1);
      expect(inbox.messages.slice(before).some((message) => message.includes(nobody))).toBe(false);
    });

    it("sets a new password once with the mailed link, stored only hashed, and signs other sessions out", async () => {
      const user = await signUpTestUser(t);
      const before = inbox.messages.length;
      await post("/api/password-reset", { email: user.email });
      const token = await resetLinkFor(user.email, before);
      const [row] = await t.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, hashSecretToken(token)));
      expect(row).toBeDefined();
      expect(row ? row.expiresAt.getTime() - row.createdAt.getTime() : 0).toBeCloseTo(60 * 60 * 1000, -4);

      const confirm = await post("/api/password-reset/confirm", { token, password: "dat-lai-moi-1" });
      expect(confirm.statusCode).toBe(204);
      expect((await me(user.session.accessToken)).statusCode).toBe(401);
      expect((await post("/api/login", { email: user.email, password: "dat-lai-moi-1" })).statusCode).toBe(
        200,
      );

      const again = await post("/api/password-reset/confirm", { token, password: "lan-thu-hai-2" });
      expect(again.statusCode).toBe(400);
      expect(again.json().error.code).toBe("invalid_reset_token");
      expect((await post("/api/login", { email: user.email, password: "lan-thu-hai-2" })).statusCode).toBe(
        401,
      );
    });

    it("refuses an expired link and a made-up one", async () => {
      const user = await signUpTestUser(t);
      const before = inbox.messages.length;
      await post("/api/password-reset", { email: user.email });
      const token = await resetLinkFor(user.email, before);
      await t.db
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetTokens.tokenHash, hashSecretToken(token)));
      const expired = await post("/api/password-reset/confirm", { token, password: "dat-lai-moi-1" });
      expect(expired.statusCode).toBe(400);
      const madeUp = await post("/api/password-reset/confirm", {
        token: "bia-dat",
        password: "dat-lai-moi-1",
      });
      expect(madeUp.statusCode).toBe(400);
      expect((await post("/api/login", { email: user.email, password: user.password })).statusCode).toBe(200);
    });

    it("needs an e-mail", async () => {
      const response = await post("/api/password-reset", { email: "" });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.email).toBe("login.error_email_required");
    });
  });

  describe("attempt limits", () => {
    it("slows password guessing on an account from one address with 429 and Retry-After", async () => {
      const user = await signUpTestUser(t);
      const address = testClientAddress();
      const login = (password: string) =>
        t.app.inject({
          method: "POST",
          url: "/api/login",
          payload: { email: user.email, password },
          remoteAddress: address,
        });
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await login(`sai-${attempt}-xxxx`)).statusCode).toBe(401);
      }
      const blocked = await login(user.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe("too_many_requests");
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    });

    it("slows one address trying many accounts", async () => {
      const address = testClientAddress();
      const login = (email: string) =>
        t.app.inject({
          method: "POST",
          url: "/api/login",
          payload: { email, password: "doan-mo-thoi" },
          remoteAddress: address,
        });
      for (let attempt = 0; attempt < 50; attempt += 1) {
        expect((await login(uniqueEmail("scan"))).statusCode).toBe(401);
      }
      const blocked = await login(uniqueEmail("scan"));
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers["retry-after"]).toBeDefined();
    });

    it("does not lock out a customer who signs in successfully many times", async () => {
      const user = await signUpTestUser(t);
      for (let attempt = 0; attempt < 15; attempt += 1) {
        if (attempt % 3 === 0) await post("/api/login", { email: user.email, password: "sai-mat-khau" });
        expect((await post("/api/login", { email: user.email, password: user.password })).statusCode).toBe(
          200,
        );
      }
    });

    it("limits reset mails per account whatever the address, alike for unknown e-mails", async () => {
      for (const email of [(await signUpTestUser(t)).email, uniqueEmail("nobody")]) {
        for (let attempt = 0; attempt < 3; attempt += 1) {
          expect((await post("/api/password-reset", { email })).statusCode).toBe(202);
        }
        const blocked = await post("/api/password-reset", { email });
        expect(blocked.statusCode).toBe(429);
        expect(blocked.headers["retry-after"]).toBeDefined();
      }
    });

    it("limits registrations per address", async () => {
      const address = testClientAddress();
      const register = () =>
        t.app.inject({
          method: "POST",
          url: "/api/register",
          payload: { email: uniqueEmail("bulk"), password: "mat-khau-1" },
          remoteAddress: address,
        });
      let status = 0;
      for (let attempt = 0; attempt < 61 && status !== 429; attempt += 1)
        status = (await register()).statusCode;
      expect(status).toBe(429);
      // 61 argon2 hashes and verification mails: slow on a busy machine, not a speed check.
    }, 120_000);
  });

  describe("roles", () => {
    it("reads the role from the database on every request, so revoking admin works at once", async () => {
      const admin = await signUpTestUser(t, { role: "admin" });
      expect((await me(admin.session.accessToken)).json().role).toBe("admin");
      await setUserRole(t.db, admin.session.user.id, "member");
      expect((await me(admin.session.accessToken)).json().role).toBe("member");
    });
  });
});
