import type { Product } from "@shop/shared";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signIn } from "../../test/admin-fixtures";
import { CHECKOUT_CUSTOMER, createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";

const RED = "#d32f2f";
const BLACK = "#000000";

/**
 * The owner reprices a bag while a shopper orders it. On PostgreSQL both run at once, each in its
 * own transaction: the shopper must get the bag (its colours are in stock before and after the
 * edit) and keep what the sale took. On the embedded database one statement runs at a time, so the
 * two cannot overlap there.
 */
// Skipped, not empty, without PostgreSQL (TEST_DATABASE_URL unset): a file without a suite fails the run.
describe.runIf(TEST_DATABASE_KINDS.includes("postgres"))("a price edit during an order, on postgres", () => {
  const kind = "postgres";
  let t: TestApp;
  let admin: SignedIn;
  let locker: pg.Client;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ORDER_RATE_LIMIT: "100000" } });
    admin = await signIn(t, { role: "admin" });
    locker = new pg.Client({ connectionString: t.databaseUrl });
    await locker.connect();
  });
  afterAll(async () => {
    await locker?.end();
    await t?.close();
  });

  async function newBag(name: string): Promise<Product> {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/products",
      headers: admin.headers,
      payload: productInput({
        name,
        variations: [
          { color: RED, images: [], stock: 10 },
          { color: BLACK, images: [], stock: 10 },
        ],
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<Product>();
  }

  /** What the admin form sends back: the product as loaded, less id and timestamps. */
  function editable({ id: _id, createdAt: _created, updatedAt: _updated, ...rest }: Product) {
    return rest;
  }

  /** Waits until this many other sessions wait for a lock (the edit, then the order). */
  async function lockWaiters(count: number): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const { rows } = await locker.query<{ waiting: string }>(
        "select count(*) as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      );
      if (Number(rows[0]?.waiting) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`fewer than ${count} sessions waited for a lock`);
  }

  /** Holds the bag's colours from a third session, so that the others queue behind it in turn. */
  async function holdColours(id: string): Promise<void> {
    await locker.query("begin");
    await locker.query("select id from product_variations where product_id = $1 order by color for update", [
      id,
    ]);
  }

  function saveBag(id: string, payload: object) {
    return t.app.inject({ method: "PUT", url: `/api/products/${id}`, headers: admin.headers, payload });
  }

  function orderBag(items: Array<{ productId: string; color: string; quantity: number }>) {
    return t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: { paymentMethod: "cod", customerInfo: CHECKOUT_CUSTOMER, items },
    });
  }

  async function stockOf(id: string): Promise<Record<string, number>> {
    const answer = await t.app.inject({ url: `/api/products/${id}` });
    return Object.fromEntries(
      answer.json<Product>().variations.map((variation) => [variation.color, variation.stock]),
    );
  }

  it("places the order that waited for the edit, and keeps what it took", async () => {
    const bag = await newBag("Túi đeo chéo đang đổi giá");
    // The edit, then the order, queue behind the held colours.
    await holdColours(bag.id);
    const edit = saveBag(bag.id, { ...editable(bag), price: bag.price + 50_000 });
    await lockWaiters(1);
    const order = orderBag([
      { productId: bag.id, color: RED, quantity: 1 },
      { productId: bag.id, color: BLACK, quantity: 2 },
    ]);
    await lockWaiters(2);
    await locker.query("commit");

    const [edited, placed] = await Promise.all([edit, order]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await stockOf(bag.id)).toEqual({ [RED]: 9, [BLACK]: 8 });
  });

  it("keeps a sale made while the owner's edit was being saved", async () => {
    const bag = await newBag("Túi xách bán trong lúc sửa");
    // The owner's form leaves the stock out: each colour keeps what it has, sales included.
    const withoutStock = {
      ...editable(bag),
      price: bag.price + 20_000,
      variations: bag.variations.map(({ color, images }) => ({ color, images })),
    };
    // The order, then the edit, queue behind the held colours.
    await holdColours(bag.id);
    const order = orderBag([{ productId: bag.id, color: RED, quantity: 3 }]);
    await lockWaiters(1);
    const edit = saveBag(bag.id, withoutStock);
    await lockWaiters(2);
    await locker.query("commit");

    const [placed, edited] = await Promise.all([order, edit]);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await stockOf(bag.id)).toEqual({ [RED]: 7, [BLACK]: 10 });
  });
});
