import { type AdminOrderPage, type ApiErrorBody, type PlacedOrder, placedOrderSchema } from "@shop/shared";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema";
import { insertOrder, type SignedIn, signIn } from "../../test/admin-fixtures";
import { createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";
import type { MailMessage } from "../mail/mailer";
import { insertProduct } from "../products/products.repository";

/** The address picked from the 2025 units and the shipping fee the owner set, on a placed order. */

const street = "12 Lê Lợi";
const hcm = { provinceCode: 79, wardCode: 26740 }; // Phường Sài Gòn, Thành phố Hồ Chí Minh
const customer = {
  fullName: "Nguyễn Thị Lan",
  phone: "0901234567",
  email: "lan@example.vn",
  address: street,
};

describe.each(TEST_DATABASE_KINDS)("an order's address and shipping fee on %s", (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let bag: string;
  const sent: MailMessage[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { ORDER_RATE_LIMIT: "100000" },
      mailer: { send: async (message) => void sent.push(message) },
    });
    admin = await signIn(t, { role: "admin" });
    bag = (
      await insertProduct(t.db, productInput({ name: "Túi xách Classic", price: 400_000 }), {
        now: new Date(),
      })
    ).id;
  });
  afterAll(() => t?.close());

  function place(customerInfo: Record<string, unknown>, quantity = 1) {
    return t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: {
        paymentMethod: "cod",
        customerInfo,
        items: [{ productId: bag, color: "#d32f2f", quantity }],
      },
    });
  }
  async function orderCount(): Promise<number> {
    const [row] = await t.db.select({ n: count() }).from(orders);
    return row?.n ?? 0;
  }
  async function setShipping(flatFee: number, freeFrom: number | null) {
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/settings/shipping",
      payload: { flatFee, freeFrom },
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it("stores the codes and names of the picked ward and province, and mails the full address", async () => {
    const response = await place({ ...customer, ...hcm });
    expect(response.statusCode, response.body).toBe(201);
    const order = placedOrderSchema.parse(response.json());
    expect(order.customerInfo).toMatchObject({
      address: street,
      provinceCode: 79,
      provinceName: "Thành phố Hồ Chí Minh",
      wardCode: 26740,
      wardName: "Phường Sài Gòn",
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      address: street,
      provinceCode: 79,
      provinceName: "Thành phố Hồ Chí Minh",
      wardCode: 26740,
      wardName: "Phường Sài Gòn",
    });
    await expect.poll(() => sent.find((mail) => mail.text.includes(order.orderId))).toBeDefined();
    const mail = sent.find((message) => message.text.includes(order.orderId));
    expect(mail?.text).toContain("Địa chỉ giao hàng: 12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh");
    expect(mail?.html).toContain("12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh");
  });

  it.each([
    [
      "a ward of another province",
      { provinceCode: 79, wardCode: 70 },
      "invalid_ward",
      "customerInfo.wardCode",
    ],
    ["an unknown ward", { provinceCode: 79, wardCode: 99_999 }, "invalid_ward", "customerInfo.wardCode"],
    [
      "an unknown province",
      { provinceCode: 3, wardCode: 26740 },
      "invalid_province",
      "customerInfo.provinceCode",
    ],
  ])("refuses %s with a 400 and stores nothing", async (_name, codes, code, field) => {
    const before = await orderCount();
    const response = await place({ ...customer, ...codes });
    expect(response.statusCode).toBe(400);
    const { error } = response.json<ApiErrorBody>();
    expect(error.code).toBe(code);
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
    expect(await orderCount()).toBe(before);
  });

  it.each([
    ["no codes (the old body)", {}],
    ["codes as text", { provinceCode: "79", wardCode: "26740" }],
    ["a fractional code", { provinceCode: 79.5, wardCode: 26740 }],
    ["a negative code", { provinceCode: -79, wardCode: 26740 }],
  ])("refuses an order with %s: the ward must be picked", async (_name, codes) => {
    const before = await orderCount();
    const response = await place({ ...customer, ...codes });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.code).toBe("validation_failed");
    expect(await orderCount()).toBe(before);
  });

  describe("shipping", () => {
    it("charges the flat fee below the threshold and nothing from it, server-side", async () => {
      await setShipping(30_000, 1_000_000);
      const small = (await place({ ...customer, ...hcm }, 2)).json<PlacedOrder>();
      expect(small).toMatchObject({ subtotal: 800_000, discount: 0, shippingFee: 30_000, total: 830_000 });
      const big = (await place({ ...customer, ...hcm }, 3)).json<PlacedOrder>();
      expect(big).toMatchObject({ subtotal: 1_200_000, shippingFee: 0, total: 1_200_000 });
      const [row] = await t.db.select().from(orders).where(eq(orders.id, small.id));
      expect(row).toMatchObject({ subtotal: 800_000, shippingFee: 30_000, total: 830_000 });
    });

    it("reads the settings for every order: a change applies to the very next one", async () => {
      await setShipping(45_000, null);
      const order = (await place({ ...customer, ...hcm }, 3)).json<PlacedOrder>();
      expect(order).toMatchObject({ subtotal: 1_200_000, shippingFee: 45_000, total: 1_245_000 });
      await setShipping(0, null);
      expect((await place({ ...customer, ...hcm })).json<PlacedOrder>().shippingFee).toBe(0);
    });

    it("ignores a fee or total the client sends", async () => {
      await setShipping(30_000, null);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/orders",
        payload: {
          paymentMethod: "cod",
          customerInfo: { ...customer, ...hcm },
          items: [{ productId: bag, color: "#d32f2f", quantity: 1 }],
          shippingFee: 0,
          total: 1,
        },
      });
      expect(response.json<PlacedOrder>()).toMatchObject({ shippingFee: 30_000, total: 430_000 });
    });

    it("mails subtotal, shipping and total", async () => {
      await setShipping(30_000, null);
      const order = (await place({ ...customer, ...hcm })).json<PlacedOrder>();
      await expect.poll(() => sent.find((mail) => mail.text.includes(order.orderId))).toBeDefined();
      const mail = sent.find((message) => message.text.includes(order.orderId));
      expect(mail?.text).toContain("Tạm tính: 400.000 VNĐ");
      expect(mail?.text).toContain("Phí vận chuyển: 30.000 VNĐ");
      expect(mail?.text).toContain("Tổng cộng: 430.000 VNĐ");
    });
  });

  it("shows the administrator the full address, and still shows orders from before the picker", async () => {
    const older = await insertOrder(t.db);
    const response = await t.app.inject({
      method: "GET",
      url: "/api/orders?limit=100",
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<AdminOrderPage>();
    const old = page.items.find((order) => order.id === older.id);
    expect(old?.customerInfo).toMatchObject({ provinceCode: null, wardName: null });
    const picked = page.items.find((order) => order.customerInfo.wardCode === 26740);
    expect(picked?.customerInfo).toMatchObject({
      address: street,
      wardName: "Phường Sài Gòn",
      provinceName: "Thành phố Hồ Chí Minh",
    });
  });
});
