import { customerOrderListSchema } from "@shop/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { orderItems, orders, users } from "../../db/schema";
import { signUpTestUser } from "../../test/auth-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";

async function placeOrder(db: Database, email: string, orderId: string, total: number): Promise<void> {
  const [order] = await db
    .insert(orders)
    .values({
      orderId,
      subtotal: total,
      total,
      paymentMethod: "cod",
      fullName: "Nguyễn Thị Lan",
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
    unitPrice: total,
    quantity: 1,
  });
}

describe.each(TEST_DATABASE_KINDS)("GET /api/me/orders on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it("lists the orders placed with the user's e-mail in any case, newest first, and no one else's", async () => {
    const lan = await signUpTestUser(t);
    const minh = await signUpTestUser(t);
    // Guest orders join an account only through a verified address (auth/account-trust.test.ts).
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, lan.email));
    await placeOrder(t.db, lan.email.toUpperCase(), "ORDER1000", 500_000);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await placeOrder(t.db, lan.email, "ORDER2000", 1_250_000);
    await placeOrder(t.db, minh.email, "ORDER3000", 900_000);

    const response = await t.app.inject({ method: "GET", url: "/api/me/orders", headers: lan.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("no-store");
    const { items } = customerOrderListSchema.parse(response.json());
    expect(items.map((order) => order.orderId)).toEqual(["ORDER2000", "ORDER1000"]);
    expect(items[0]?.items).toEqual([
      expect.objectContaining({ name: "Túi xách đỏ", color: "#d32f2f", unitPrice: 1_250_000, quantity: 1 }),
    ]);
    expect(JSON.stringify(items)).not.toContain("0912345678");
  });

  it("needs a signed-in user", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/me/orders" })).statusCode).toBe(401);
  });
});
