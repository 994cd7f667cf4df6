import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpTestUser } from "../../test/auth-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";

/** The account's list of signed-in devices, and signing out one or all of the others. */
describe.each(TEST_DATABASE_KINDS)("the caller's sessions on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const loginFrom = async (email: string, password: string, userAgent: string) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email, password },
      headers: { "user-agent": userAgent },
    });
    const session = response.json() as { accessToken: string; refreshToken: string };
    return { ...session, headers: { authorization: `Bearer ${session.accessToken}` } };
  };

  it("lists each device once with its browser, marks the caller's own, and ends another", async () => {
    const user = await signUpTestUser(t, { role: "staff_orders" });
    const phone = await loginFrom(user.email, user.password, "Mozilla/5.0 (iPhone) Safari");
    const laptop = await loginFrom(user.email, user.password, "Mozilla/5.0 (Macintosh) Firefox");
    // A refresh is the same device, used again, not a new one.
    await t.app.inject({
      method: "POST",
      url: "/api/token/refresh",
      payload: { refreshToken: phone.refreshToken },
    });

    const list = await t.app.inject({ method: "GET", url: "/api/me/sessions", headers: laptop.headers });
    expect(list.statusCode).toBe(200);
    const items = list.json().items as Array<{ id: string; userAgent: string | null; current: boolean }>;
    // The registration's session, the phone and the laptop.
    expect(items).toHaveLength(3);
    expect(items.filter((item) => item.current).map((item) => item.userAgent)).toEqual([
      "Mozilla/5.0 (Macintosh) Firefox",
    ]);
    const phoneItem = items.find((item) => item.userAgent === "Mozilla/5.0 (iPhone) Safari");
    expect(phoneItem).toBeDefined();

    const end = await t.app.inject({
      method: "DELETE",
      url: `/api/me/sessions/${phoneItem?.id}`,
      headers: laptop.headers,
    });
    expect(end.statusCode).toBe(204);
    const phoneRefresh = await t.app.inject({
      method: "POST",
      url: "/api/token/refresh",
      payload: { refreshToken: phone.refreshToken },
    });
    expect(phoneRefresh.statusCode).toBe(401);
    // Ended already, or someone else's: not found.
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/me/sessions/${phoneItem?.id}`,
      headers: laptop.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe("not_found");
  });

  it("signs out every other session and keeps the caller's", async () => {
    const user = await signUpTestUser(t);
    const other = await loginFrom(user.email, user.password, "Other browser");
    const mine = await loginFrom(user.email, user.password, "My browser");
    const stranger = await signUpTestUser(t);

    const signOut = await t.app.inject({
      method: "POST",
      url: "/api/me/sessions/sign-out-others",
      headers: mine.headers,
    });
    expect(signOut.statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: "/api/me", headers: other.headers })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: "GET", url: "/api/me", headers: user.headers })).statusCode).toBe(
      401,
    );
    const list = await t.app.inject({ method: "GET", url: "/api/me/sessions", headers: mine.headers });
    expect(list.json().items).toEqual([expect.objectContaining({ current: true, userAgent: "My browser" })]);
    // Another user's sessions are out of reach.
    expect(
      (await t.app.inject({ method: "GET", url: "/api/me", headers: stranger.headers })).statusCode,
    ).toBe(200);
  });
});
