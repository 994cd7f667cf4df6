import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../test/admin-fixtures";
import { signUpTestUser } from "../test/auth-helpers";
import { createTestApp, type TestApp } from "../test/test-app";

/** What a browser is told on every answer: pages, API calls, errors, media. */
describe("security headers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t?.close());

  it("sends a CSP without inline scripts, no framing, nosniff, a referrer and permissions policy, HSTS on https", async () => {
    for (const url of ["/api/products", "/api/nope", "/products", "/robots.txt"]) {
      const response = await t.app.inject({ method: "GET", url });
      const csp = String(response.headers["content-security-policy"]);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'(;| )/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(String(response.headers["permissions-policy"])).toContain("camera=()");
      // createTestApp's PUBLIC_URL is https.
      expect(String(response.headers["strict-transport-security"])).toContain("max-age=");
    }
  });

  it("sends no HSTS when the shop is served over plain http", async () => {
    const plain = await createTestApp("pglite", { env: { PUBLIC_URL: "http://localhost:3000" } });
    try {
      const response = await plain.app.inject({ method: "GET", url: "/api/products" });
      expect(response.headers["strict-transport-security"]).toBeUndefined();
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    } finally {
      await plain.close();
    }
  });

  it("keeps personal, token-carrying and administrator answers out of every cache", async () => {
    const user = await signUpTestUser(t);
    const admin = await signIn(t, { role: "admin" });
    const answers = [
      await t.app.inject({ method: "GET", url: "/api/me", headers: user.headers }),
      await t.app.inject({ method: "GET", url: "/api/me/favourites", headers: user.headers }),
      await t.app.inject({ method: "GET", url: "/api/users", headers: admin.headers }),
      await t.app.inject({ method: "GET", url: "/api/orders", headers: admin.headers }),
      await t.app.inject({
        method: "POST",
        url: "/api/token/refresh",
        payload: { refreshToken: user.session.refreshToken },
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["cache-control"]).toContain("no-store");
    }
    const catalogue = await t.app.inject({ method: "GET", url: "/api/products" });
    expect(String(catalogue.headers["cache-control"] ?? "")).not.toContain("no-store");
  });

  it("answers a malformed %-encoding in the shop's error shape", async () => {
    for (const url of ["/api/products/%E0%A4%A", "/%c0", "/products/%zz"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ error: { code: "bad_request", message: expect.any(String) } });
    }
  });
});
