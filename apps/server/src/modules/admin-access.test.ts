import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  forgedToken,
  insertOrder,
  multipartBody,
  type SignedIn,
  signIn,
  testImage,
} from "../test/admin-fixtures";
import { createTestApp, productInput, type TestApp } from "../test/test-app";
import { TEST_DATABASE_KINDS } from "../test/test-database";
import { insertUser } from "./users/users.repository";

/**
 * Every administrator call, called with no token, a forged token, a member's
 * token and an administrator's token, answers 401 / 401 / 403 / 2xx, whatever the client sends.
 */

interface Fixtures {
  productIds: string[];
  memberUids: string[];
  orderIds: string[];
  image: Buffer;
}

interface Endpoint {
  name: string;
  ok: number;
  request: (fixtures: Fixtures) => InjectOptions;
}

const ENDPOINTS: Endpoint[] = [
  {
    name: "POST /api/products",
    ok: 201,
    request: () => ({ method: "POST", url: "/api/products", payload: productInput({ name: "Túi mới" }) }),
  },
  {
    name: "PUT /api/products/:id",
    ok: 200,
    request: (f) => ({
      method: "PUT",
      url: `/api/products/${f.productIds[0]}`,
      payload: productInput({ name: "Túi một", price: 990_000 }),
    }),
  },
  {
    name: "DELETE /api/products/:id",
    ok: 204,
    request: (f) => ({ method: "DELETE", url: `/api/products/${f.productIds[1]}` }),
  },
  {
    name: "POST /api/media",
    ok: 201,
    request: (f) => {
      const { payload, headers } = multipartBody(
        { productId: "new", color: "#d32f2f", kind: "cover" },
        { name: "bag.png", type: "image/png", bytes: f.image },
      );
      return { method: "POST", url: "/api/media", payload, headers };
    },
  },
  { name: "GET /api/users", ok: 200, request: () => ({ method: "GET", url: "/api/users" }) },
  {
    name: "DELETE /api/users/:uid",
    ok: 204,
    request: (f) => ({ method: "DELETE", url: `/api/users/${f.memberUids[0]}` }),
  },
  {
    name: "PUT /api/users/:uid/password",
    ok: 200,
    request: (f) => ({
      method: "PUT",
      url: `/api/users/${f.memberUids[1]}/password`,
      payload: { password: "mat-khau-moi-123" },
    }),
  },
  {
    name: "POST /api/set-admin",
    ok: 200,
    request: (f) => ({ method: "POST", url: "/api/set-admin", payload: { uid: f.memberUids[2] } }),
  },
  {
    name: "POST /api/set-role",
    ok: 200,
    request: (f) => ({
      method: "POST",
      url: "/api/set-role",
      payload: { uid: f.memberUids[3], role: "member" },
    }),
  },
  {
    name: "GET /api/orders",
    ok: 200,
    request: () => ({ method: "GET", url: "/api/orders?status=pending&page=1" }),
  },
  {
    name: "PUT /api/orders/:id/status",
    ok: 200,
    request: (f) => ({
      method: "PUT",
      url: `/api/orders/${f.orderIds[0]}/status`,
      payload: { status: "delivered" },
    }),
  },
  {
    name: "DELETE /api/orders/:id",
    ok: 204,
    request: (f) => ({ method: "DELETE", url: `/api/orders/${f.orderIds[1]}` }),
  },
  {
    name: "DELETE /api/orders?status=delivered",
    ok: 200,
    request: () => ({ method: "DELETE", url: "/api/orders?status=delivered" }),
  },
];

describe.each(TEST_DATABASE_KINDS)("administrator calls on %s", (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  let forged: string;
  const fixtures: Fixtures = { productIds: [], memberUids: [], orderIds: [], image: Buffer.alloc(0) };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signIn(t, { role: "admin" });
    member = await signIn(t, { role: "member" });
    forged = await forgedToken(t, admin.user.id);
    for (const name of ["Túi một", "Túi hai"]) {
      fixtures.productIds.push((await t.products.createProduct(productInput({ name }))).id);
    }
    for (const [index, role] of (["member", "member", "member", "admin"] as const).entries()) {
      fixtures.memberUids.push(
        (await insertUser(t.db, { email: `user${index}@example.vn`, passwordHash: null, role })).uid,
      );
    }
    fixtures.orderIds.push((await insertOrder(t.db)).id, (await insertOrder(t.db)).id);
    fixtures.image = await testImage("png", 400, 300);
  });
  afterAll(() => t?.close());

  const callers: Array<{ who: string; status: number | "ok"; headers: () => Record<string, string> }> = [
    { who: "no token", status: 401, headers: () => ({}) },
    { who: "a forged token", status: 401, headers: () => ({ authorization: `Bearer ${forged}` }) },
    { who: "a malformed token", status: 401, headers: () => ({ authorization: "Bearer not.a.jwt" }) },
    { who: "a member's token", status: 403, headers: () => member.headers },
    { who: "an administrator's token", status: "ok", headers: () => admin.headers },
  ];

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.name}: 401 without or with a bad token, 403 for a member, ${endpoint.ok} for an administrator`, async () => {
      for (const caller of callers) {
        const request = endpoint.request(fixtures);
        const response = await t.app.inject({
          ...request,
          headers: { ...(request.headers as Record<string, string> | undefined), ...caller.headers() },
        });
        const expected = caller.status === "ok" ? endpoint.ok : caller.status;
        expect(response.statusCode, `${caller.who}: ${response.body}`).toBe(expected);
        if (expected >= 400) {
          expect(response.json().error.code).toBe(expected === 401 ? "unauthorized" : "forbidden");
        }
      }
    });
  }

  it("refuses a stranger before looking at the body: a bad body without a token is still a 401", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/products", payload: { name: "" } });
    expect(response.statusCode).toBe(401);
  });

  it("changed nothing for the refused callers: the product deleted by the administrator was the only one", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/products?limit=100" });
    const names = (response.json().items as Array<{ name: string }>).map((product) => product.name).sort();
    expect(names).toEqual(["Túi mới", "Túi một"].sort());
  });
});
