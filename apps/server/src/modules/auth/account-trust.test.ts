import { accountUserSchema, customerOrderListSchema, sessionSchema } from "@shop/shared";
import { readableMail } from "@shop/shared/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { emailVerificationTokens, orderItems, orders } from "../../db/schema";
import { signIn } from "../../test/admin-fixtures";
import { signUpTestUser, testClientAddress, uniqueEmail } from "../../test/auth-helpers";
import { type SmtpInbox, startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";
import { hashSecretToken } from "./secret-tokens";

/**
 * What an attacker tried on the accounts: reading a guest's orders by registering their e-mail,
 * weak passwords, and older reset links. Each case failed before the fix.
 */

async function placeGuestOrder(db: Database, email: string, orderId: string): Promise<void> {
  const [order] = await db
    .insert(orders)
    .values({
      orderId,
      subtotal: 1_250_000,
      total: 1_250_000,
      paymentMethod: "cod",
      fullName: "Nạn Nhân",
      phone: "0912345678",
      email,
      address: "12 Lý Thường Kiệt, Hà Nội",
    })
    .returning();
  await db.insert(orderItems).values({
    orderId: order?.id ?? "",
    productId: "00000000-0000-4000-8000-000000000001",
    name: "Túi xách đỏ",
    color: "#d32f2f",
    unitPrice: 1_250_000,
    quantity: 1,
  });
}

describe.each(TEST_DATABASE_KINDS)("account trust on %s", (kind) => {
  let t: TestApp;
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(kind, { env: { SMTP_URL: inbox.url } });
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
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: "GET", url, headers });

  /** The token of the newest mail to `email` whose link goes to `path` (other than `except`). */
  async function linkTokenFor(email: string, path: string, except?: string): Promise<string> {
    const pattern = new RegExp(`https://shop\\.example${path}\\?token=([A-Za-z0-9_-]+)`);
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const mail = inbox.messages
        .map((message) => readableMail(message))
        .filter((message) => message.includes(`To: ${email}`) && pattern.test(message))
        .at(-1);
      const match = mail ? pattern.exec(mail) : null;
      if (match?.[1] && match[1] !== except) return match[1];
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no ${path} link mailed to ${email}`);
  }

  describe("guest orders and e-mail verification", () => {
    it("does not show a guest's orders to a stranger who registers the same e-mail in other case", async () => {
      const victim = uniqueEmail("victim");
      await placeGuestOrder(t.db, victim, `ORDER${Date.now()}1`);
      const stranger = await signUpTestUser(t, { email: victim.toUpperCase() });
      const response = await get("/api/me/orders", stranger.headers);
      expect(response.statusCode).toBe(200);
      expect(customerOrderListSchema.parse(response.json()).items).toEqual([]);
      expect(response.body).not.toContain("Lý Thường Kiệt");
    });

    it("mails a verification link at registration, keeps the customer signed in, and joins guest orders once verified", async () => {
      const email = uniqueEmail("lan");
      const orderId = `ORDER${Date.now()}2`;
      await placeGuestOrder(t.db, email, orderId);
      const registered = await post("/api/register", { email, password: "mat-khau-du-dai", language: "en" });
      expect(registered.statusCode).toBe(201);
      const session = sessionSchema.parse(registered.json());
      expect(session.user.emailVerified).toBe(false);
      const headers = { authorization: `Bearer ${session.accessToken}` };
      expect(accountUserSchema.parse((await get("/api/me", headers)).json()).emailVerified).toBe(false);

      const token = await linkTokenFor(email, "/verify-email");
      const verified = await post("/api/verify-email", { token });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ emailVerified: true });
      expect(accountUserSchema.parse((await get("/api/me", headers)).json()).emailVerified).toBe(true);
      const list = customerOrderListSchema.parse((await get("/api/me/orders", headers)).json());
      expect(list.items.map((order) => order.orderId)).toEqual([orderId]);

      // Single-use.
      const again = await post("/api/verify-email", { token });
      expect(again.statusCode).toBe(400);
      expect(again.json().error.code).toBe("invalid_verification_token");
    });

    it("refuses a made-up or expired verification link", async () => {
      expect((await post("/api/verify-email", { token: "bia-dat-ra" })).json().error.code).toBe(
        "invalid_verification_token",
      );
      const user = await signUpTestUser(t);
      const token = await linkTokenFor(user.email, "/verify-email");
      // Links live 24 hours, and are stored only hashed.
      const [row] = await t.db
        .select()
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.tokenHash, hashSecretToken(token)));
      expect(row ? row.expiresAt.getTime() - row.createdAt.getTime() : 0).toBeCloseTo(
        24 * 60 * 60 * 1000,
        -4,
      );
      await t.db
        .update(emailVerificationTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailVerificationTokens.tokenHash, hashSecretToken(token)));
      expect((await post("/api/verify-email", { token })).statusCode).toBe(400);
    });

    it("resends a link to a signed-in customer, makes the older one useless, and limits the resends", async () => {
      const user = await signUpTestUser(t);
      const first = await linkTokenFor(user.email, "/verify-email");
      const resent = await post("/api/verify-email/resend", { language: "jp" }, user.headers);
      expect(resent.statusCode).toBe(202);
      const second = await linkTokenFor(user.email, "/verify-email", first);
      expect((await post("/api/verify-email", { token: first })).statusCode).toBe(400);
      expect((await post("/api/verify-email", { token: second })).statusCode).toBe(200);
      const done = await post("/api/verify-email/resend", {}, user.headers);
      expect(done.statusCode).toBe(409);
      expect(done.json().error.code).toBe("email_already_verified");

      const other = await signUpTestUser(t);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        statuses.push((await post("/api/verify-email/resend", {}, other.headers)).statusCode);
      }
      expect(statuses).toContain(429);
      expect((await post("/api/verify-email/resend", {})).statusCode).toBe(401);
    });
  });

  describe("password policy", () => {
    it("refuses common passwords on register with 400 weak_password", async () => {
      for (const password of ["password", "12345678", "iloveyou", "Password1"]) {
        const response = await post("/api/register", { email: uniqueEmail(), password });
        expect(response.statusCode, password).toBe(400);
        expect(response.json().error.code).toBe("weak_password");
      }
      expect(
        (await post("/api/register", { email: uniqueEmail(), password: "tui-xach-do-2026" })).statusCode,
      ).toBe(201);
    });

    it("refuses common passwords on change, reset and an administrator's set", async () => {
      const user = await signUpTestUser(t);
      const change = await t.app.inject({
        method: "PUT",
        url: "/api/me/password",
        headers: user.headers,
        payload: { currentPassword: user.password, newPassword: "qwertyuiop" },
      });
      expect(change.statusCode).toBe(400);
      expect(change.json().error.code).toBe("weak_password");

      await post("/api/password-reset", { email: user.email });
      const token = await linkTokenFor(user.email, "/reset-password");
      const reset = await post("/api/password-reset/confirm", { token, password: "12345678" });
      expect(reset.statusCode).toBe(400);
      expect(reset.json().error.code).toBe("weak_password");
      // The link was not spent by the refused password.
      expect(
        (await post("/api/password-reset/confirm", { token, password: "tui-xach-moi-99" })).statusCode,
      ).toBe(204);

      const admin = await signIn(t, { role: "admin" });
      const member = await signIn(t);
      const set = await t.app.inject({
        method: "PUT",
        url: `/api/users/${member.user.uid}/password`,
        headers: admin.headers,
        payload: { password: "password" },
      });
      expect(set.statusCode).toBe(400);
      expect(set.json().error.code).toBe("weak_password");
    });
  });

  describe("reset links", () => {
    it("makes older reset links useless once a newer one is mailed", async () => {
      const user = await signUpTestUser(t);
      await post("/api/password-reset", { email: user.email });
      const older = await linkTokenFor(user.email, "/reset-password");
      await post("/api/password-reset", { email: user.email });
      const newer = await linkTokenFor(user.email, "/reset-password", older);
      const stale = await post("/api/password-reset/confirm", { token: older, password: "mat-khau-cu-99" });
      expect(stale.statusCode).toBe(400);
      expect(stale.json().error.code).toBe("invalid_reset_token");
      expect(
        (await post("/api/password-reset/confirm", { token: newer, password: "mat-khau-moi-99" })).statusCode,
      ).toBe(204);
    });
  });
});
