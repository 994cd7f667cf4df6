import { MFA_TOKEN_TTL_SECONDS, TOTP_PERIOD_SECONDS } from "@shop/shared";
import type { InjectOptions } from "fastify";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpTestUser, type TestUser, testClientAddress } from "../../test/auth-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";
import { SIGN_IN_LIMITS } from "./attempt-limiter";

/**
 * Two-factor sign-in of staff, through the API as the web app calls it: enrolment by a first code,
 * the login's second step with a TOTP or a recovery code, the owner's requirement, turning it off.
 * The test app's clock is moved by hand, so the codes of the steps before and after are known.
 */
describe.each(TEST_DATABASE_KINDS)("two-factor sign-in on %s", (kind) => {
  let t: TestApp;
  let now = new Date("2026-11-26T10:00:00Z");
  const step = (offset: number) => now.getTime() + offset * TOTP_PERIOD_SECONDS * 1000;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => now });
  });
  afterAll(() => t?.close());

  const call = (options: InjectOptions & { as?: { authorization: string } }) =>
    t.app.inject({ remoteAddress: "203.0.113.9", ...options, headers: { ...options.as } });

  const headersOf = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

  /** Signs up a user of `role`, enrols an authenticator and answers its secret and recovery codes. */
  async function enrolled(role: "admin" | "staff_orders" | "member" = "admin") {
    const user = await signUpTestUser(t, { role });
    const begin = await call({ method: "POST", url: "/api/me/two-factor/enrolment", as: user.headers });
    expect(begin.statusCode, begin.body).toBe(200);
    const { secret, otpauthUri, qrCode } = begin.json() as Record<string, string>;
    const totp = new TOTP({ secret: Secret.fromBase32(secret ?? "") });
    // Confirmed with the code of the step before now, so later codes (now, next) are still fresh.
    const confirm = await call({
      method: "POST",
      url: "/api/me/two-factor/confirm",
      payload: { code: totp.generate({ timestamp: step(-1) }) },
      as: user.headers,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const recoveryCodes = (confirm.json() as { recoveryCodes: string[] }).recoveryCodes;
    return { user, totp, otpauthUri, qrCode, recoveryCodes };
  }

  const login = (user: TestUser, remoteAddress = "203.0.113.9") =>
    t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: user.email, password: user.password },
      remoteAddress,
    });

  const secondStep = (mfaToken: string, code: string, remoteAddress = "203.0.113.9") =>
    t.app.inject({ method: "POST", url: "/api/login/mfa", payload: { mfaToken, code }, remoteAddress });

  it("enrols with a QR code and a first code, and answers 10 distinct recovery codes once", async () => {
    const { user, otpauthUri, qrCode, recoveryCodes } = await enrolled();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]+/);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    expect(new Set(recoveryCodes).size).toBe(10);
    const status = await call({ method: "GET", url: "/api/me/two-factor", as: user.headers });
    expect(status.json()).toEqual({ enrolled: true, required: false, recoveryCodesLeft: 10 });
    // A second enrolment over a confirmed one is refused: turning it off comes first.
    const again = await call({ method: "POST", url: "/api/me/two-factor/enrolment", as: user.headers });
    expect(again.statusCode).toBe(409);
  });

  it("refuses to confirm an enrolment with a wrong code", async () => {
    const user = await signUpTestUser(t, { role: "admin" });
    await call({ method: "POST", url: "/api/me/two-factor/enrolment", as: user.headers });
    const confirm = await call({
      method: "POST",
      url: "/api/me/two-factor/confirm",
      payload: { code: "000000" },
      as: user.headers,
    });
    expect(confirm.statusCode).toBe(401);
    expect(confirm.json().error.code).toBe("invalid_mfa_code");
    const status = await call({ method: "GET", url: "/api/me/two-factor", as: user.headers });
    expect(status.json()).toMatchObject({ enrolled: false });
  });

  it("gives an enrolled administrator no token for the password alone", async () => {
    const { user } = await enrolled();
    const response = await login(user);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Record<string, unknown>;
    expect(body.mfaRequired).toBe(true);
    expect(typeof body.mfaToken).toBe("string");
    expect(Object.keys(body).sort()).toEqual(["mfaRequired", "mfaToken"]);
    // The step's token is no access token.
    const asBearer = await call({
      method: "GET",
      url: "/api/users",
      as: { authorization: `Bearer ${String(body.mfaToken)}` },
    });
    expect(asBearer.statusCode).toBe(401);
  });

  it("signs in with the code, and the same code again (a replay in its window) is refused", async () => {
    const { user, totp } = await enrolled();
    const code = totp.generate({ timestamp: now.getTime() });
    const first = await login(user);
    const done = await secondStep(first.json().mfaToken, code);
    expect(done.statusCode, done.body).toBe(200);
    const session = done.json() as { accessToken: string; user: { role: string } };
    expect(session.user.role).toBe("admin");
    expect(
      (await call({ method: "GET", url: "/api/users", as: headersOf(session.accessToken) })).statusCode,
    ).toBe(200);

    const second = await login(user);
    const replay = await secondStep(second.json().mfaToken, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe("invalid_mfa_code");
    // The next step's code still works on that second step.
    const next = await secondStep(second.json().mfaToken, totp.generate({ timestamp: step(1) }));
    expect(next.statusCode, next.body).toBe(200);
  });

  it("accepts a recovery code once", async () => {
    const { user, recoveryCodes } = await enrolled();
    const code = recoveryCodes[3] ?? "";
    const first = await secondStep((await login(user)).json().mfaToken, code.toUpperCase());
    expect(first.statusCode, first.body).toBe(200);
    const again = await secondStep((await login(user)).json().mfaToken, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe("invalid_mfa_code");
    const status = await call({
      method: "GET",
      url: "/api/me/two-factor",
      as: headersOf(first.json().accessToken),
    });
    expect(status.json()).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it("lets a step's token work once, and not after 5 minutes", async () => {
    const { user, recoveryCodes } = await enrolled();
    const mfaToken = (await login(user)).json().mfaToken as string;
    expect((await secondStep(mfaToken, recoveryCodes[0] ?? "")).statusCode).toBe(200);
    const reused = await secondStep(mfaToken, recoveryCodes[1] ?? "");
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.code).toBe("invalid_mfa_token");

    const late = (await login(user)).json().mfaToken as string;
    const started = now;
    now = new Date(started.getTime() + MFA_TOKEN_TTL_SECONDS * 1000 + 1000);
    try {
      const expired = await secondStep(late, recoveryCodes[2] ?? "");
      expect(expired.statusCode).toBe(401);
      expect(expired.json().error.code).toBe("invalid_mfa_token");
    } finally {
      now = started;
    }
  });

  it("counts wrong codes toward the sign-in limits, which a new password login does not clear", async () => {
    const { user, totp } = await enrolled();
    const address = testClientAddress();
    const statuses: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const mfaToken = (await login(user, address)).json().mfaToken as string;
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await secondStep(mfaToken, `00000${attempt}`, address)).statusCode);
      }
    }
    const limit = SIGN_IN_LIMITS.loginFailuresPerAccount.limit;
    expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(limit)).toEqual(statuses.slice(limit).map(() => 429));
    // Even the right code waits now.
    const mfaToken = (await login(user, address)).json().mfaToken as string;
    const right = await secondStep(mfaToken, totp.generate({ timestamp: now.getTime() }), address);
    expect(right.statusCode).toBe(429);
  });

  it("asks members and staff without an authenticator nothing more than the password", async () => {
    const member = await signUpTestUser(t);
    const response = await login(member);
    expect(response.json()).toHaveProperty("accessToken");
  });

  it("turns off with the password or a current code, and not with a wrong one", async () => {
    const { user, totp } = await enrolled("staff_orders");
    const wrong = await call({
      method: "POST",
      url: "/api/me/two-factor/disable",
      payload: { password: "khong-phai-mat-khau" },
      as: user.headers,
    });
    expect(wrong.statusCode).toBe(400);
    const byCode = await call({
      method: "POST",
      url: "/api/me/two-factor/disable",
      payload: { code: totp.generate({ timestamp: now.getTime() }) },
      as: user.headers,
    });
    expect(byCode.statusCode, byCode.body).toBe(204);
    expect((await login(user)).json()).toHaveProperty("accessToken");

    const again = await enrolled("staff_orders");
    const byPassword = await call({
      method: "POST",
      url: "/api/me/two-factor/disable",
      payload: { password: again.user.password },
      as: again.user.headers,
    });
    expect(byPassword.statusCode).toBe(204);
  });

  it("lets the owner require it of all staff: staff without one are sent to enrol, then let in", async () => {
    const owner = await signUpTestUser(t, { role: "admin" });
    const requireAll = (as: { authorization: string }) =>
      call({
        method: "PUT",
        url: "/api/admin/settings/staff-security",
        payload: { requireTwoFactor: true },
        as,
      });
    // Not before the owner has one: that would shut the owner out.
    const early = await requireAll(owner.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe("two_factor_not_enrolled");

    const { user: enrolledOwner, totp } = await enrolled("admin");
    const session = (
      await secondStep(
        (await login(enrolledOwner)).json().mfaToken,
        totp.generate({ timestamp: now.getTime() }),
      )
    ).json() as { accessToken: string };
    expect((await requireAll(headersOf(session.accessToken))).statusCode).toBe(200);

    try {
      const packer = await signUpTestUser(t, { role: "staff_orders" });
      const orders = await call({ method: "GET", url: "/api/orders", as: packer.headers });
      expect(orders.statusCode).toBe(403);
      expect(orders.json().error.code).toBe("two_factor_enrolment_required");
      const status = await call({ method: "GET", url: "/api/me/two-factor", as: packer.headers });
      expect(status.json()).toMatchObject({ enrolled: false, required: true });

      const begin = await call({ method: "POST", url: "/api/me/two-factor/enrolment", as: packer.headers });
      const packerTotp = new TOTP({ secret: Secret.fromBase32(begin.json().secret) });
      await call({
        method: "POST",
        url: "/api/me/two-factor/confirm",
        payload: { code: packerTotp.generate({ timestamp: now.getTime() }) },
        as: packer.headers,
      });
      expect((await call({ method: "GET", url: "/api/orders", as: packer.headers })).statusCode).toBe(200);
      // Members are not staff: the requirement is not theirs.
      const member = await signUpTestUser(t);
      expect((await call({ method: "GET", url: "/api/me/orders", as: member.headers })).statusCode).toBe(200);
    } finally {
      await call({
        method: "PUT",
        url: "/api/admin/settings/staff-security",
        payload: { requireTwoFactor: false },
        as: headersOf(session.accessToken),
      });
    }
  });
});
