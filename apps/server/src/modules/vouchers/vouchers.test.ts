import { placedOrderSchema, voucherSchema } from "@shop/shared";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, vouchers } from "../../db/schema";
import { type SignedIn, signIn } from "../../test/admin-fixtures";
import { createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";

describe.each(TEST_DATABASE_KINDS)("vouchers on %s", (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ORDER_RATE_LIMIT: "100000" } });
    admin = await signIn(t, { role: "admin" });
    productId = (await t.products.createProduct(productInput({ price: 500_000 }))).id;
  });
  afterAll(() => t?.close());

  const createVoucher = (payload: object) =>
    t.app.inject({ method: "POST", url: "/api/vouchers", payload, headers: admin.headers });

  function order(voucherCode?: string, quantity = 2) {
    return t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: {
        paymentMethod: "cod",
        customerInfo: {
          fullName: "Trần Thị Bích",
          phone: "0987654321",
          email: "bich@example.vn",
          address: "5 Hàng Bài",
          provinceCode: 79,
          wardCode: 26740,
        },
        items: [{ productId, color: "#d32f2f", quantity }],
        ...(voucherCode === undefined ? {} : { voucherCode }),
      },
    });
  }

  it("lets the owner create, edit, pause and delete a code", async () => {
    const created = await createVoucher({ code: "tet2026", percentOff: 10, amountOff: null, usageLimit: 5 });
    expect(created.statusCode).toBe(201);
    expect(voucherSchema.parse(created.json())).toMatchObject({
      code: "TET2026",
      percentOff: 10,
      usedCount: 0,
    });
    expect((await createVoucher({ code: "TET2026", percentOff: 5, amountOff: null })).json().error.code).toBe(
      "voucher_exists",
    );
    const paused = await t.app.inject({
      method: "PUT",
      url: "/api/vouchers/TET2026",
      payload: { code: "TET2026", percentOff: 20, amountOff: null, usageLimit: 5, paused: true },
      headers: admin.headers,
    });
    expect(paused.json()).toMatchObject({ percentOff: 20, paused: true });
    expect((await order("TET2026")).json().error.code).toBe("voucher_unknown");
    const list = await t.app.inject({ method: "GET", url: "/api/vouchers", headers: admin.headers });
    expect(list.json().map((voucher: { code: string }) => voucher.code)).toContain("TET2026");
    expect(
      (await t.app.inject({ method: "DELETE", url: "/api/vouchers/TET2026", headers: admin.headers }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/vouchers/TET2026", headers: admin.headers }))
        .statusCode,
    ).toBe(404);
  });

  it.each([
    ["over 100 %", { code: "BIG", percentOff: 101, amountOff: null }],
    ["both kinds", { code: "BOTH", percentOff: 10, amountOff: 50_000 }],
    ["neither kind", { code: "NONE", percentOff: null, amountOff: null }],
    [
      "a fixed amount above the minimum order",
      { code: "OVER", percentOff: null, amountOff: 200_000, minSubtotal: 100_000 },
    ],
    [
      "an end before the start",
      {
        code: "BACK",
        percentOff: 5,
        amountOff: null,
        startsAt: "2026-12-31T00:00:00+07:00",
        endsAt: "2026-12-01T00:00:00+07:00",
      },
    ],
    ["a malformed code", { code: "a b", percentOff: 5, amountOff: null }],
  ])("refuses %s with a 400 and stores nothing", async (_name, payload) => {
    const [before] = await t.db.select({ n: count() }).from(vouchers);
    const response = await createVoucher(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_failed");
    const [after] = await t.db.select({ n: count() }).from(vouchers);
    expect(after?.n).toBe(before?.n);
  });

  it("applies a code at checkout through the order's amounts and stores it on the order", async () => {
    await createVoucher({ code: "GIAM50K", percentOff: null, amountOff: 50_000, minSubtotal: 600_000 });
    const response = await order("giam50k");
    expect(response.statusCode).toBe(201);
    const placed = placedOrderSchema.parse(response.json());
    expect(placed).toMatchObject({
      subtotal: 1_000_000,
      discount: 50_000,
      total: 950_000,
      voucherCode: "GIAM50K",
    });
    const [voucher] = await t.db.select().from(vouchers).where(eq(vouchers.code, "GIAM50K"));
    expect(voucher?.usedCount).toBe(1);
  });

  it.each([
    ["unknown", "KHONGCO", {}, 400],
    ["expired", "HETHAN", { endsAt: "2020-01-01T00:00:00+07:00" }, 400],
    ["not yet", "CHUATOI", { startsAt: "2099-01-01T00:00:00+07:00" }, 400],
    ["below minimum", "TOITHIEU", { minSubtotal: 5_000_000 }, 400],
  ])("explains a refusal: %s", async (_name, code, extra, status) => {
    if (code !== "KHONGCO") await createVoucher({ code, percentOff: 10, amountOff: null, ...extra });
    const [before] = await t.db.select({ n: count() }).from(orders);
    const response = await order(code);
    expect(response.statusCode).toBe(status);
    const refusal = {
      KHONGCO: "unknown",
      HETHAN: "expired",
      CHUATOI: "not_started",
      TOITHIEU: "below_minimum",
    }[code];
    expect(response.json().error.code).toBe(`voucher_${refusal}`);
    expect(response.json().error.fields).toEqual({ voucherCode: `vouchers.refused_voucher_${refusal}` });
    const [after] = await t.db.select({ n: count() }).from(orders);
    expect(after?.n).toBe(before?.n);
  });

  it("gives a one-use code to exactly one of 20 concurrent orders", async () => {
    await createVoucher({ code: "MOTLAN", percentOff: 50, amountOff: null, usageLimit: 1 });
    const responses = await Promise.all(Array.from({ length: 20 }, () => order("MOTLAN", 1)));
    const placed = responses.filter((response) => response.statusCode === 201);
    const usedUp = responses.filter((response) => response.statusCode === 409);
    expect(placed).toHaveLength(1);
    expect(placed[0]?.json()).toMatchObject({ discount: 250_000, total: 250_000, voucherCode: "MOTLAN" });
    expect(usedUp).toHaveLength(19);
    expect(usedUp.every((response) => response.json().error.code === "voucher_used_up")).toBe(true);
    const discounted = await t.db.select({ n: count() }).from(orders).where(eq(orders.voucherCode, "MOTLAN"));
    expect(discounted[0]?.n).toBe(1);
    const [voucher] = await t.db.select().from(vouchers).where(eq(vouchers.code, "MOTLAN"));
    expect(voucher?.usedCount).toBe(1);
    // A later order is refused the same way, before anything is written.
    expect((await order("MOTLAN", 1)).json().error.code).toBe("voucher_used_up");
  });
});
