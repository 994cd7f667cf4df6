import { sessionSchema } from "@shop/shared";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { signUpTestUser, uniqueEmail } from "../../test/auth-helpers";
import { startOAuthProvider, type TestOAuthProvider } from "../../test/oauth-provider";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";

describe.each(TEST_DATABASE_KINDS)("Google and Facebook sign-in on %s", (kind) => {
  let provider: TestOAuthProvider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startOAuthProvider();
    t = await createTestApp(kind, {
      env: {
        GOOGLE_CLIENT_ID: "shop-google",
        GOOGLE_CLIENT_SECRET: "google-secret",
        GOOGLE_ISSUER_URL: provider.url,
        FACEBOOK_CLIENT_ID: "shop-facebook",
        FACEBOOK_CLIENT_SECRET: "facebook-secret",
        FACEBOOK_AUTHORIZATION_URL: `${provider.url}/authorize`,
        FACEBOOK_TOKEN_URL: `${provider.url}/token`,
        FACEBOOK_USERINFO_URL: `${provider.url}/userinfo`,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  /** Start → the provider's authorize page → back to the shop's callback; answers the final redirect. */
  async function signIn(name: "google" | "facebook", tamper?: { state?: string; dropCookie?: boolean }) {
    const start = await t.app.inject({ method: "GET", url: `/api/auth/${name}` });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(String(start.headers.location));
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get("state")).toBeTruthy();
    expect(authorize.searchParams.get("redirect_uri")).toBe(`https://shop.example/api/auth/${name}/callback`);
    const cookie = String(start.headers["set-cookie"]).split(";")[0] ?? "";
    expect(String(start.headers["set-cookie"])).toMatch(/HttpOnly; SameSite=Lax; Secure/);

    const atProvider = await fetch(authorize, { redirect: "manual" });
    const back = new URL(String(atProvider.headers.get("location")));
    if (tamper?.state) back.searchParams.set("state", tamper.state);
    const callback = await t.app.inject({
      method: "GET",
      url: `${back.pathname}${back.search}`,
      headers: tamper?.dropCookie ? {} : { cookie },
    });
    expect(callback.statusCode).toBe(302);
    return new URLSearchParams(
      new URL(String(callback.headers.location), "https://shop.example").hash.slice(1),
    );
  }

  async function exchange(code: string | null) {
    const response = await t.app.inject({ method: "POST", url: "/api/auth/exchange", payload: { code } });
    return response;
  }

  it("creates a member on the first Google sign-in and finds the same one later", async () => {
    const email = uniqueEmail("google");
    provider.signInAs({ subject: `g-${email}`, email });
    const first = await signIn("google");
    expect(first.get("oauth_error")).toBeNull();
    const code = first.get("code");
    expect(code).toBeTruthy();
    const session = sessionSchema.parse((await exchange(code)).json());
    expect(session.user).toMatchObject({ email, role: "member", hasPassword: false });

    const again = sessionSchema.parse((await exchange((await signIn("google")).get("code"))).json());
    expect(again.user.id).toBe(session.user.id);
    const rows = await t.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.googleSubject).toBe(`g-${email}`);
  });

  it("asks staff with two-factor sign-in for their code after Google too: no sign-in code, a second step", async () => {
    const staff = await signUpTestUser(t, { role: "staff_catalogue" });
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, staff.email));
    const begin = await t.app.inject({
      method: "POST",
      url: "/api/me/two-factor/enrolment",
      headers: staff.headers,
    });
    const totp = new TOTP({ secret: Secret.fromBase32(begin.json().secret) });
    const confirmed = await t.app.inject({
      method: "POST",
      url: "/api/me/two-factor/confirm",
      payload: { code: totp.generate({ timestamp: Date.now() - 30_000 }) },
      headers: staff.headers,
    });
    expect(confirmed.statusCode).toBe(200);

    provider.signInAs({ subject: `g-staff-${staff.email}`, email: staff.email });
    const back = await signIn("google");
    expect(back.get("code")).toBeNull();
    const mfaToken = back.get("mfa");
    expect(mfaToken).toBeTruthy();
    const done = await t.app.inject({
      method: "POST",
      url: "/api/login/mfa",
      payload: { mfaToken, code: totp.generate() },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(sessionSchema.parse(done.json()).user.email).toBe(staff.email);
  });

  it("trades a sign-in code once only", async () => {
    provider.signInAs({ subject: "g-once", email: uniqueEmail("once") });
    const code = (await signIn("google")).get("code");
    expect((await exchange(code)).statusCode).toBe(200);
    expect((await exchange(code)).statusCode).toBe(401);
  });

  it("links an existing account with the same verified e-mail instead of making a second one", async () => {
    const existing = await signUpTestUser(t);
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, existing.email));
    provider.signInAs({ subject: `g-link-${existing.email}`, email: existing.email.toUpperCase() });
    const session = sessionSchema.parse((await exchange((await signIn("google")).get("code"))).json());
    expect(session.user.id).toBe(existing.session.user.id);
    expect(session.user.hasPassword).toBe(true);
  });

  it("claims an unverified password account: the password stops working and its sessions end", async () => {
    // Someone registered the owner's address first, with a password of their own.
    const squatter = await signUpTestUser(t, { email: uniqueEmail("owner") });
    provider.signInAs({ subject: `g-owner-${squatter.email}`, email: squatter.email });
    const owner = sessionSchema.parse((await exchange((await signIn("google")).get("code"))).json());
    expect(owner.user).toMatchObject({
      id: squatter.session.user.id,
      hasPassword: false,
      emailVerified: true,
    });

    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: squatter.email, password: squatter.password },
      remoteAddress: "10.200.0.1",
    });
    expect(login.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: "POST",
      url: "/api/token/refresh",
      payload: { refreshToken: squatter.session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/me", headers: squatter.headers })).statusCode,
    ).toBe(401);
    const ownerMe = await t.app.inject({
      method: "GET",
      url: "/api/me",
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(ownerMe.statusCode).toBe(200);
  });

  it("counts a social sign-in's provider-verified e-mail as verified", async () => {
    const email = uniqueEmail("fbverified");
    provider.signInAs({ subject: `fb-${email}`, email });
    const session = sessionSchema.parse((await exchange((await signIn("facebook")).get("code"))).json());
    expect(session.user.emailVerified).toBe(true);
  });

  it("does not link or create on an unverified e-mail", async () => {
    const existing = await signUpTestUser(t);
    provider.signInAs({ subject: "g-unverified", email: existing.email, emailVerified: false });
    const result = await signIn("google");
    expect(result.get("oauth_error")).toBe("oauth_failed");
    expect(result.get("code")).toBeNull();
  });

  it("refuses a callback whose state does not match or that was not started in this browser", async () => {
    provider.signInAs({ subject: "g-state", email: uniqueEmail("state") });
    expect((await signIn("google", { state: "forged-state" })).get("oauth_error")).toBe("oauth_failed");
    expect((await signIn("google", { dropCookie: true })).get("oauth_error")).toBe("oauth_failed");
  });

  it("signs in with Facebook through its userinfo endpoint", async () => {
    const email = uniqueEmail("facebook");
    provider.signInAs({ subject: "fb-1001", email });
    const session = sessionSchema.parse((await exchange((await signIn("facebook")).get("code"))).json());
    expect(session.user.email).toBe(email);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.facebookSubject).toBe("fb-1001");
  });

  it("sends the shopper back to /login saying so when a provider is not configured", async () => {
    const bare = await createTestApp(kind);
    try {
      const response = await bare.app.inject({ method: "GET", url: "/api/auth/google" });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/login#oauth_error=provider_not_configured&provider=google");
      expect((await bare.app.inject({ method: "GET", url: "/api/auth/twitter" })).statusCode).toBe(400);
    } finally {
      await bare.close();
    }
  });
});
