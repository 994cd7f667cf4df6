import type { ApiErrorBody, Product } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signIn } from "../../test/admin-fixtures";
import { CHECKOUT_CUSTOMER, createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";

const RED = "#d32f2f";
const BLACK = "#000000";

/**
 * The owner opens a bag's form, a shopper buys two meanwhile, the owner saves. Orders take stock
 * without raising the product's version (they would refuse each other as `prices_changed`), so the
 * version alone cannot tell the save that the figures it loaded are out of date. A colour's stock
 * the owner did not touch is not sent (it stays the orders'); one the owner typed is sent with the
 * figure it replaced (`stockSeen`), and a different figure on the server refuses the whole save.
 */
describe.each(TEST_DATABASE_KINDS)("stock edited while shoppers buy, on %s", (kind) => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ORDER_RATE_LIMIT: "100000" } });
    admin = await signIn(t, { role: "admin" });
  });
  afterAll(() => t?.close());

  async function newBag(): Promise<Product> {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/products",
      headers: admin.headers,
      payload: productInput({
        name: "Túi đeo chéo Sài Gòn",
        variations: [
          { color: RED, images: [], stock: 5 },
          { color: BLACK, images: [], stock: 5 },
        ],
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<Product>();
  }

  /** The product as loaded, less id and timestamps, with the colours as the edit sends them. */
  function edited(
    { id: _id, createdAt: _created, updatedAt: _updated, ...rest }: Product,
    variations: Array<{ color: string; images: string[]; stock?: number; stockSeen?: number }>,
  ) {
    return { ...rest, variations };
  }

  const save = (id: string, body: object) =>
    t.app.inject({ method: "PUT", url: `/api/products/${id}`, headers: admin.headers, payload: body });

  async function buy(id: string, color: string, quantity: number) {
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: {
        paymentMethod: "cod",
        customerInfo: CHECKOUT_CUSTOMER,
        items: [{ productId: id, color, quantity }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
  }

  async function stockOf(id: string): Promise<Record<string, number>> {
    const answer = await t.app.inject({ url: `/api/products/${id}` });
    return Object.fromEntries(answer.json<Product>().variations.map((v) => [v.color, v.stock]));
  }

  it("keeps the sale when the owner saves a price without touching the stock", async () => {
    const loaded = await newBag();
    await buy(loaded.id, RED, 2);

    const saved = await save(loaded.id, {
      ...edited(loaded, [
        { color: RED, images: [] },
        { color: BLACK, images: [] },
      ]),
      price: 1_490_000,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await stockOf(loaded.id)).toEqual({ [RED]: 3, [BLACK]: 5 });
  });

  it("refuses a typed stock when an order changed the figure the owner saw, and changes nothing", async () => {
    const loaded = await newBag();
    await buy(loaded.id, RED, 2);

    const refused = await save(loaded.id, {
      ...edited(loaded, [
        { color: RED, images: [], stock: 8, stockSeen: 5 },
        { color: BLACK, images: [] },
      ]),
      price: 1_490_000,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    const { error } = refused.json<ApiErrorBody>();
    expect(error.code).toBe("stock_changed");
    expect(error.message).toContain(RED);

    const now = await t.app.inject({ url: `/api/products/${loaded.id}` });
    expect(now.json<Product>()).toMatchObject({ price: loaded.price, version: loaded.version });
    expect(await stockOf(loaded.id)).toEqual({ [RED]: 3, [BLACK]: 5 });
  });

  it("takes a typed stock made on the current figure, and a new colour's without one", async () => {
    const loaded = await newBag();
    await buy(loaded.id, RED, 2);

    const saved = await save(loaded.id, {
      ...edited(loaded, [
        { color: RED, images: [], stock: 8, stockSeen: 3 },
        { color: BLACK, images: [] },
        { color: "#1565c0", images: [], stock: 4, stockSeen: 0 },
      ]),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await stockOf(loaded.id)).toEqual({ [RED]: 8, [BLACK]: 5, "#1565c0": 4 });
  });

  it("wants the figure it replaced only with a stock", async () => {
    const loaded = await newBag();
    const refused = await save(loaded.id, edited(loaded, [{ color: RED, images: [], stockSeen: 5 }]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiErrorBody>().error.code).toBe("validation_failed");
    expect(await stockOf(loaded.id)).toEqual({ [RED]: 5, [BLACK]: 5 });
  });
});
