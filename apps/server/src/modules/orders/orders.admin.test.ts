import { adminOrderDetailSchema, adminOrderPageSchema } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertOrder, type SignedIn, signIn } from "../../test/admin-fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";

describe.each(TEST_DATABASE_KINDS)("the administrator's orders on %s", (kind) => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signIn(t, { role: "admin" });
    const start = Date.parse("2025-01-01T00:00:00Z");
    for (let index = 0; index < 25; index += 1) {
      await insertOrder(t.db, {
        status: index % 5 === 0 ? "delivered" : "pending",
        createdAt: new Date(start + index * 60_000),
      });
    }
  });
  afterAll(() => t?.close());

  const call = (method: "GET" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: admin.headers });

  it("lists a page, newest first, with the ordered lines and the total count", async () => {
    const response = await call("GET", "/api/orders?page=2&limit=10");
    expect(response.statusCode).toBe(200);
    const page = adminOrderPageSchema.parse(response.json());
    expect(page).toMatchObject({ total: 25, page: 2, limit: 10 });
    expect(page.items).toHaveLength(10);
    const times = page.items.map((order) => Date.parse(order.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(page.items[0]?.items[0]).toMatchObject({ name: "Túi xách đỏ", quantity: 1, unitPrice: 1_250_000 });
    expect(page.items[0]?.customerInfo.phone).toBe("0912345678");
  });

  it("filters by status", async () => {
    const page = adminOrderPageSchema.parse((await call("GET", "/api/orders?status=delivered")).json());
    expect(page.total).toBe(5);
    expect(page.items.every((order) => order.status === "delivered")).toBe(true);
  });

  it.each([
    "/api/orders?status=shipped",
    "/api/orders?limit=0",
    "/api/orders?limit=101",
    "/api/orders?page=-1",
    "/api/orders?sort=x",
  ])("answers 400 for %s", async (url) => {
    const response = await call("GET", url);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_failed");
  });

  it("ticks an order delivered and back to pending; refuses other statuses and unknown orders", async () => {
    const order = await insertOrder(t.db);
    expect((await call("PUT", `/api/orders/${order.id}/status`, { status: "delivered" })).statusCode).toBe(
      200,
    );
    const delivered = adminOrderPageSchema.parse(
      (await call("GET", "/api/orders?status=delivered&limit=100")).json(),
    );
    expect(delivered.items.map((item) => item.id)).toContain(order.id);
    expect((await call("PUT", `/api/orders/${order.id}/status`, { status: "pending" })).statusCode).toBe(200);
    expect((await call("PUT", `/api/orders/${order.id}/status`, { status: "lost" })).statusCode).toBe(400);
    expect(
      (await call("PUT", "/api/orders/0b7f6b0e-3a51-4a38-9a55-0e8f3b7c2d11/status", { status: "pending" }))
        .statusCode,
    ).toBe(404);
    expect((await call("PUT", "/api/orders/not-a-uuid/status", { status: "pending" })).statusCode).toBe(400);
  });

  it("archives one order instead of deleting it: out of the working list, its record and totals kept", async () => {
    const order = await insertOrder(t.db);
    const before = adminOrderDetailSchema.parse((await call("GET", `/api/orders/${order.id}`)).json());
    expect((await call("DELETE", `/api/orders/${order.id}`)).statusCode).toBe(204);
    const after = adminOrderDetailSchema.parse((await call("GET", `/api/orders/${order.id}`)).json());
    expect(after.archivedAt).not.toBeNull();
    expect({ ...after, archivedAt: null }).toEqual(before);
    const working = adminOrderPageSchema.parse((await call("GET", "/api/orders?limit=100")).json());
    expect(working.items.map((item) => item.id)).not.toContain(order.id);
    const archived = adminOrderPageSchema.parse(
      (await call("GET", "/api/orders?archived=true&limit=100")).json(),
    );
    expect(archived.items.map((item) => item.id)).toContain(order.id);
    // Found again by its code among the archived, as any order is.
    const searched = adminOrderPageSchema.parse(
      (await call("GET", `/api/orders?archived=true&q=${order.orderId}`)).json(),
    );
    expect(searched.items.map((item) => item.id)).toEqual([order.id]);
    // A second time changes nothing; an unknown order is still 404.
    expect((await call("DELETE", `/api/orders/${order.id}`)).statusCode).toBe(204);
    const again = adminOrderDetailSchema.parse((await call("GET", `/api/orders/${order.id}`)).json());
    expect(again.archivedAt).toBe(after.archivedAt);
    expect((await call("DELETE", "/api/orders/0b7f6b0e-3a51-4a38-9a55-0e8f3b7c2d11")).statusCode).toBe(404);
    const audit = (await call("GET", `/api/audit-log?entity=order&entityId=${order.id}`)).json();
    expect(audit.items.map((entry: { action: string }) => entry.action)).toEqual(["order.archive"]);
  });

  it("archives every delivered order in one call (the spec's bulk delete), keeping their records and totals", async () => {
    const working = adminOrderPageSchema.parse((await call("GET", "/api/orders?limit=100")).json());
    const delivered = working.items.filter((order) => order.status === "delivered");
    expect(delivered).toHaveLength(5);
    const response = await call("DELETE", "/api/orders?status=delivered");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: 5 });
    const after = adminOrderPageSchema.parse((await call("GET", "/api/orders?limit=100")).json());
    expect(after.total).toBe(working.total - 5);
    expect(after.items.every((order) => order.status === "pending")).toBe(true);
    const archived = adminOrderPageSchema.parse(
      (await call("GET", "/api/orders?archived=true&status=delivered&limit=100")).json(),
    );
    const byId = new Map(archived.items.map((order) => [order.id, order]));
    for (const order of delivered) {
      expect(byId.get(order.id)).toMatchObject({
        total: order.total,
        items: order.items,
        status: "delivered",
      });
      expect(byId.get(order.id)?.archivedAt).not.toBeNull();
    }
    expect((await call("DELETE", "/api/orders?status=delivered")).json()).toEqual({ deleted: 0 });
  });

  it("never archives in bulk without the delivered filter", async () => {
    for (const url of ["/api/orders", "/api/orders?status=pending"]) {
      expect((await call("DELETE", url)).statusCode).toBe(400);
    }
    expect(adminOrderPageSchema.parse((await call("GET", "/api/orders")).json()).total).toBeGreaterThan(0);
  });
});
