import { type ApiErrorBody, type PlacedOrder, type Product, productSchema } from "@shop/shared";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEvents, orders } from "../../db/schema";
import { type SignedIn, signIn } from "../../test/admin-fixtures";
import { CHECKOUT_CUSTOMER, createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";
import { insertProduct } from "../products/products.repository";

const customerInfo = CHECKOUT_CUSTOMER;
const RED = "#d32f2f";
const BLACK = "#000000";

describe.each(TEST_DATABASE_KINDS)("stock per colour on %s", (kind) => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ORDER_RATE_LIMIT: "100000" } });
    admin = await signIn(t, { role: "admin" });
  });
  afterAll(() => t?.close());

  async function bag(name: string, stock: Record<string, number>): Promise<string> {
    const product = await insertProduct(
      t.db,
      productInput({
        name,
        variations: Object.entries(stock).map(([color, left]) => ({ color, images: [], stock: left })),
      }),
      { now: new Date() },
    );
    return product.id;
  }

  function order(items: Array<{ productId: string; color: string; quantity: number }>) {
    return t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: { paymentMethod: "cod", customerInfo, items },
    });
  }

  async function stockOf(productId: string): Promise<Record<string, number>> {
    const response = await t.app.inject({ method: "GET", url: `/api/products/${productId}` });
    const product: Product = productSchema.parse(response.json());
    return Object.fromEntries(product.variations.map((variation) => [variation.color, variation.stock]));
  }

  async function orderCount(): Promise<number> {
    const [row] = await t.db.select({ n: count() }).from(orders);
    return row?.n ?? 0;
  }

  it("shows each colour's stock in product answers, and an order takes it", async () => {
    const id = await bag("Túi kho đỏ", { [RED]: 3, [BLACK]: 200 });
    expect(await stockOf(id)).toEqual({ [RED]: 3, [BLACK]: 200 });
    const response = await order([{ productId: id, color: RED, quantity: 2 }]);
    expect(response.statusCode, response.body).toBe(201);
    expect(await stockOf(id)).toEqual({ [RED]: 1, [BLACK]: 200 });
  });

  it("refuses more than is left with 409 out_of_stock naming product and colour, changing nothing", async () => {
    const id = await bag("Túi gần hết", { [RED]: 1, [BLACK]: 4 });
    const before = await orderCount();
    const response = await order([
      { productId: id, color: BLACK, quantity: 2 },
      { productId: id, color: RED, quantity: 2 },
    ]);
    expect(response.statusCode).toBe(409);
    const body = response.json<ApiErrorBody>();
    expect(body.error.code).toBe("out_of_stock");
    expect(body.error.message).toContain("Túi gần hết");
    expect(body.error.message).toContain(RED);
    expect(body.error.fields).toEqual({ productId: id, color: RED, available: "1" });
    // The black line that could be filled was not taken either: the whole order rolled back.
    expect(await stockOf(id)).toEqual({ [RED]: 1, [BLACK]: 4 });
    expect(await orderCount()).toBe(before);
  });

  it("sells nothing of a product without colours (nothing is in stock)", async () => {
    const product = await insertProduct(t.db, productInput({ name: "Ví không màu", variations: [] }), {
      now: new Date(),
    });
    const response = await order([{ productId: product.id, color: BLACK, quantity: 1 }]);
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiErrorBody>().error.code).toBe("out_of_stock");
  });

  it("sells exactly the last 10 units to 200 shoppers ordering at once", async () => {
    const id = await bag("Túi mười cái cuối", { [RED]: 10 });
    const before = await orderCount();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => order([{ productId: id, color: RED, quantity: 1 }])),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(190);
    expect(await stockOf(id)).toEqual({ [RED]: 0 });
    expect(await orderCount()).toBe(before + 10);
  });

  it("places every one of 40 orders naming the same two bags in opposite orders at once (no deadlock)", async () => {
    const first = await bag("Túi đôi một", { [RED]: 100 });
    const second = await bag("Túi đôi hai", { [BLACK]: 100 });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => {
        const lines = [
          { productId: first, color: RED, quantity: 1 },
          { productId: second, color: BLACK, quantity: 2 },
        ];
        return order(index % 2 === 0 ? lines : lines.reverse());
      }),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(201));
    expect(await stockOf(first)).toEqual({ [RED]: 60 });
    expect(await stockOf(second)).toEqual({ [BLACK]: 20 });
  });

  it("counts two lines of one colour together against what is left", async () => {
    const id = await bag("Túi hai dòng", { [RED]: 3 });
    const response = await order([
      { productId: id, color: RED, quantity: 2 },
      { productId: id, color: RED, quantity: 2 },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiErrorBody>().error.fields).toMatchObject({ available: "3" });
    expect(await stockOf(id)).toEqual({ [RED]: 3 });
  });

  it("puts the stock back when the shop cancels, and only once", async () => {
    const id = await bag("Túi bị huỷ", { [RED]: 5 });
    const placed = (await order([{ productId: id, color: RED, quantity: 3 }])).json<PlacedOrder>();
    expect(await stockOf(id)).toEqual({ [RED]: 2 });
    const cancel = () =>
      t.app.inject({
        method: "PUT",
        url: `/api/orders/${placed.id}/status`,
        payload: { status: "cancelled" },
        headers: admin.headers,
      });
    expect((await cancel()).statusCode).toBe(200);
    expect(await stockOf(id)).toEqual({ [RED]: 5 });
    // Cancelling again changes nothing; leaving "cancelled" is not a move an order can make.
    expect((await cancel()).statusCode).toBe(200);
    const reopen = await t.app.inject({
      method: "PUT",
      url: `/api/orders/${placed.id}/status`,
      payload: { status: "pending" },
      headers: admin.headers,
    });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json<ApiErrorBody>().error.code).toBe("invalid_transition");
    expect(await stockOf(id)).toEqual({ [RED]: 5 });
  });

  it("writes the first timeline event with the order, and none for a refused one", async () => {
    const id = await bag("Túi dòng thời gian", { [RED]: 1 });
    const [before] = await t.db.select({ n: count() }).from(orderEvents);
    expect((await order([{ productId: id, color: RED, quantity: 1 }])).statusCode).toBe(201);
    expect((await order([{ productId: id, color: RED, quantity: 1 }])).statusCode).toBe(409);
    const [after] = await t.db.select({ n: count() }).from(orderEvents);
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(1);
  });

  describe("in the administrator's product form", () => {
    /** An edit made on the product as last loaded (its `version`, else 409 version_conflict). */
    const put = async (id: string, payload: object) => {
      const { version } = productSchema.parse(
        (await t.app.inject({ method: "GET", url: `/api/products/${id}` })).json(),
      );
      return t.app.inject({
        method: "PUT",
        url: `/api/products/${id}`,
        payload: { ...payload, version },
        headers: admin.headers,
      });
    };

    it("sets a number per colour; a colour left without one keeps its stock", async () => {
      const id = await bag("Túi sửa kho", { [RED]: 7, [BLACK]: 9 });
      const response = await put(
        id,
        productInput({
          name: "Túi sửa kho",
          variations: [
            { color: RED, images: [], stock: 2 },
            { color: BLACK, images: [] },
          ],
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const withoutStock = {
        ...productInput({ name: "Túi sửa kho" }),
        variations: [
          { color: RED, images: [] },
          { color: BLACK, images: [] },
        ],
      };
      expect(await stockOf(id)).toEqual({ [RED]: 2, [BLACK]: 100 });
      expect((await put(id, withoutStock)).statusCode).toBe(200);
      expect(await stockOf(id)).toEqual({ [RED]: 2, [BLACK]: 100 });
    });

    it.each([-1, 1.5, "3"])("refuses a stock of %s with 400 and changes nothing", async (stock) => {
      const id = await bag("Túi kho sai", { [RED]: 4 });
      const response = await put(id, {
        ...productInput({ name: "Túi kho đổi tên" }),
        variations: [{ color: RED, images: [], stock }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().error.code).toBe("validation_failed");
      expect(await stockOf(id)).toEqual({ [RED]: 4 });
    });
  });
});
