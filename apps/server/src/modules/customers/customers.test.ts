import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, users } from "../../db/schema";
import { insertOrder, type SignedIn, signIn } from "../../test/admin-fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";

describe.each(TEST_DATABASE_KINDS)("the back office's customers on %s", (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let lan: SignedIn;
  let quiet: SignedIn;

  /** An order of 1,250,000 đ by `email`, with the name, phone and address given. */
  async function orderBy(
    email: string,
    fields: {
      fullName: string;
      phone: string;
      address: string;
      createdAt: Date;
      status?: "cancelled" | "delivered" | "returned";
    },
  ): Promise<string> {
    const { id } = await insertOrder(t.db, { createdAt: fields.createdAt, status: fields.status });
    await t.db
      .update(orders)
      .set({ email, fullName: fields.fullName, phone: fields.phone, address: fields.address })
      .where(eq(orders.id, id));
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signIn(t, { email: "chu-shop@example.vn", role: "admin" });
    lan = await signIn(t, { email: "lan@example.vn" });
    quiet = await signIn(t, { email: "im-lang@example.vn" });
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, lan.user.id));
    // Two addresses over three orders (one cancelled); the guest checkout may type the e-mail upper-cased.
    await orderBy("lan@example.vn", {
      fullName: "Trần Thị Lan",
      phone: "0901111111",
      address: "1 Hàng Bài, Hà Nội",
      createdAt: new Date("2026-10-01T03:00:00Z"),
    });
    await orderBy("LAN@example.vn", {
      fullName: "Trần Thị Lan",
      phone: "0901111111",
      address: "1 Hàng Bài, Hà Nội",
      createdAt: new Date("2026-10-05T03:00:00Z"),
      status: "cancelled",
    });
    await orderBy("lan@example.vn", {
      fullName: "Lan Trần",
      phone: "0902222222",
      address: "9 Lê Lợi, TP. Hồ Chí Minh",
      createdAt: new Date("2026-11-02T03:00:00Z"),
    });
  });
  afterAll(() => t?.close());

  const get = (url: string, as: SignedIn = admin) =>
    t.app.inject({ method: "GET", url, headers: as.headers });

  it("lists customers with their orders, spend (cancelled left out), last order and the latest name and phone", async () => {
    const response = await get("/api/admin/customers");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, limit: 20 });
    // Staff are not customers.
    expect(body.items.map((item: { email: string }) => item.email)).not.toContain("chu-shop@example.vn");
    const row = body.items.find((item: { id: string }) => item.id === lan.user.id);
    expect(row).toEqual({
      id: lan.user.id,
      email: "lan@example.vn",
      name: "Lan Trần",
      phone: "0902222222",
      orders: 3,
      spent: 2_500_000,
      lastOrderAt: "2026-11-02T03:00:00.000Z",
      emailVerified: true,
      createdAt: expect.any(String),
    });
    const none = body.items.find((item: { id: string }) => item.id === quiet.user.id);
    expect(none).toMatchObject({
      name: null,
      phone: null,
      orders: 0,
      spent: 0,
      lastOrderAt: null,
      emailVerified: false,
    });
  });

  it("leaves a parcel the carrier returned out of the spend, as a cancelled order", async () => {
    const hoa = await signIn(t, { email: "hoa@example.vn" });
    const common = { fullName: "Phạm Thu Hoà", phone: "0903333333", address: "3 Trần Phú, Đà Nẵng" };
    await orderBy("hoa@example.vn", {
      ...common,
      createdAt: new Date("2026-11-03T03:00:00Z"),
      status: "delivered",
    });
    await orderBy("hoa@example.vn", {
      ...common,
      createdAt: new Date("2026-11-04T03:00:00Z"),
      status: "returned",
    });
    const body = (await get("/api/admin/customers?q=hoa%40example")).json();
    expect(body.items).toEqual([expect.objectContaining({ id: hoa.user.id, orders: 2, spent: 1_250_000 })]);
    const page = (await get(`/api/admin/customers/${hoa.user.id}`)).json();
    expect(page.customer).toMatchObject({ orders: 2, spent: 1_250_000 });
  });

  it("finds a customer by part of the name (any case), the e-mail or the phone, and pages", async () => {
    // The owner types names as on a phone keyboard, often without the marks: "tran" finds "Trần".
    for (const q of ["lan trần", "LAN TRAN", "lan tran", "LAN@", "0902 222", "222222"]) {
      const body = (await get(`/api/admin/customers?q=${encodeURIComponent(q)}`)).json();
      expect(
        body.items.map((item: { id: string }) => item.id),
        q,
      ).toEqual([lan.user.id]);
      expect(body.total).toBe(1);
    }
    // A wildcard typed in the box matches itself, not everything.
    expect((await get("/api/admin/customers?q=%25")).json().total).toBe(0);
    const firstPage = (await get("/api/admin/customers?limit=1")).json();
    expect(firstPage.items).toHaveLength(1);
    expect(firstPage.total).toBeGreaterThanOrEqual(2);
    const past = (await get("/api/admin/customers?limit=1&page=50")).json();
    expect(past).toMatchObject({ items: [], total: firstPage.total, page: 50 });
  });

  it("finds a customer by an e-mail with digits in it, not everyone whose phone holds those digits", async () => {
    const hai = await signIn(t, { email: "hai9@example.vn" });
    await orderBy("hai9@example.vn", {
      fullName: "Đỗ Văn Hải",
      phone: "0904444444",
      address: "4 Nguyễn Huệ, Huế",
      createdAt: new Date("2026-11-05T03:00:00Z"),
    });
    // Every phone above holds a 9; the e-mail's digit is part of the address typed, not a phone.
    const body = (await get("/api/admin/customers?q=hai9%40example.vn")).json();
    expect(body.items.map((item: { id: string }) => item.id)).toEqual([hai.user.id]);
    expect(body.total).toBe(1);
  });

  it("answers a customer's page: profile, orders newest first, and the addresses used", async () => {
    const response = await get(`/api/admin/customers/${lan.user.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.customer).toMatchObject({ id: lan.user.id, orders: 3 });
    expect(
      body.orders.map((order: { status: string; createdAt: string }) => [order.status, order.createdAt]),
    ).toEqual([
      ["pending", "2026-11-02T03:00:00.000Z"],
      ["cancelled", "2026-10-05T03:00:00.000Z"],
      ["pending", "2026-10-01T03:00:00.000Z"],
    ]);
    expect(body.addresses).toEqual([
      expect.objectContaining({ fullName: "Lan Trần", address: "9 Lê Lợi, TP. Hồ Chí Minh", orders: 1 }),
      expect.objectContaining({ fullName: "Trần Thị Lan", address: "1 Hàng Bài, Hà Nội", orders: 2 }),
    ]);
  });

  it("answers 404 for an unknown or staff account and 400 for a malformed id, in the shop's error shape", async () => {
    const missing = await get(`/api/admin/customers/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("not_found");
    expect((await get(`/api/admin/customers/${admin.user.id}`)).statusCode).toBe(404);
    const malformed = await get("/api/admin/customers/not-an-id");
    expect(malformed.statusCode).toBe(400);
    expect(typeof malformed.json().error.message).toBe("string");
    expect((await get("/api/admin/customers?page=0")).statusCode).toBe(400);
  });

  it("refuses members (403) and strangers (401)", async () => {
    expect((await get("/api/admin/customers", lan)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/customers" })).statusCode).toBe(401);
  });
});
