import type { CategoryCount, PlacedOrder, Product } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signIn } from "../../test/admin-fixtures";
import { CHECKOUT_CUSTOMER, createTestApp, productInput, type TestApp } from "../../test/test-app";

/**
 * Two instances of the shop behind a load balancer, each listening on its own port with its
 * catalogue caches on for a minute: what one of them changes, the other answers at once, because
 * every writer publishes its change in its transaction and every instance's read side hears it
 * (modules/catalogue/catalogue-changes.ts). Two instances run on PostgreSQL only (the embedded
 * database is locked to one process), so CI runs this with TEST_DATABASE_URL.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("two instances on PostgreSQL, caches on", () => {
  let a: TestApp;
  let b: TestApp;
  let admin: SignedIn;
  const origins = new Map<TestApp, string>();
  beforeAll(async () => {
    a = await createTestApp("postgres", { cacheTtlMs: 60_000 });
    b = await createTestApp("postgres", { cacheTtlMs: 60_000, instanceOf: a });
    for (const shop of [a, b]) origins.set(shop, await shop.app.listen({ host: "127.0.0.1", port: 0 }));
    admin = await signIn(a, { role: "admin" });
  });
  /** A real HTTP request, as the load balancer would send it. */
  async function call(t: TestApp, path: string, init: { method?: string; body?: unknown } = {}) {
    const response = await fetch(`${origins.get(t)}${path}`, {
      method: init.method ?? "GET",
      headers: { ...admin.headers, ...(init.body ? { "content-type": "application/json" } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    return { statusCode: response.status, body: await response.text() };
  }
  const json = <T>(answer: { body: string }) => JSON.parse(answer.body) as T;
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const red = "#d32f2f";
  async function createBag(name: string, stock: number): Promise<Product> {
    const created = await call(a, "/api/products", {
      method: "POST",
      body: productInput({ name, variations: [{ color: red, images: [], stock }] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    return json<Product>(created);
  }
  const read = async (t: TestApp, id: string) => {
    const response = await call(t, `/api/products/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return json<Product>(response);
  };
  const listed = async (t: TestApp, id: string) => {
    const response = await call(t, "/api/products?category=Handbag&limit=100");
    expect(response.statusCode, response.body).toBe(200);
    return json<{ items: Product[] }>(response).items.find((product) => product.id === id);
  };
  const order = (t: TestApp, productId: string) =>
    call(t, "/api/orders", {
      method: "POST",
      body: {
        paymentMethod: "cod",
        customerInfo: CHECKOUT_CUSTOMER,
        items: [{ productId, color: red, quantity: 1 }],
      },
    });

  it("shows and charges on B a price edited on A, at once", async () => {
    const bag = await createBag("Túi hai máy", 10);
    // B has read the bag, its page and the list: all of it is in B's caches now.
    expect((await read(b, bag.id)).price).toBe(1_250_000);
    expect((await listed(b, bag.id))?.price).toBe(1_250_000);

    const { id: _id, createdAt: _c, updatedAt: _u, ...editable } = await read(a, bag.id);
    const saved = await call(a, `/api/products/${bag.id}`, {
      method: "PUT",
      body: { ...editable, price: 990_000 },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    expect((await read(b, bag.id)).price).toBe(990_000);
    expect((await listed(b, bag.id))?.price).toBe(990_000);
    const placed = await order(b, bag.id);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(json<PlacedOrder>(placed).subtotal).toBe(990_000);
  });

  it("counts on B a bag added and a bag removed on A, at once, in the list and the menu", async () => {
    const handbagsListed = async (t: TestApp) =>
      json<{ total: number }>(await call(t, "/api/products?category=Handbag&limit=1")).total;
    const handbagsInMenu = async (t: TestApp) =>
      json<CategoryCount[]>(await call(t, "/api/categories")).find(({ name }) => name === "Handbag")?.count;
    // B has answered both: they are in B's caches now.
    const listedBefore = await handbagsListed(b);
    const menuBefore = await handbagsInMenu(b);

    const bag = await createBag("Túi mới đếm", 2);
    expect(await handbagsListed(b)).toBe(listedBefore + 1);
    expect(await handbagsInMenu(b)).toBe((menuBefore ?? 0) + 1);

    const removed = await call(a, `/api/products/${bag.id}`, { method: "DELETE" });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await handbagsListed(b)).toBe(listedBefore);
    expect(await handbagsInMenu(b)).toBe(menuBefore);
  });

  it("sells again on B the stock put back on A, at once", async () => {
    const bag = await createBag("Túi cuối cùng", 1);
    const taken = await order(a, bag.id);
    expect(taken.statusCode, taken.body).toBe(201);
    expect((await order(b, bag.id)).statusCode).toBe(409);
    // Read after B's own refusal, so B's caches now hold the sold-out bag and list.
    expect((await read(b, bag.id)).variations[0]?.stock).toBe(0);
    expect((await listed(b, bag.id))?.variations[0]?.stock).toBe(0);

    const cancelled = await call(a, `/api/orders/${json<PlacedOrder>(taken).id}/status`, {
      method: "PUT",
      body: { status: "cancelled" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    expect((await read(b, bag.id)).variations[0]?.stock).toBe(1);
    expect((await listed(b, bag.id))?.variations[0]?.stock).toBe(1);
    const sold = await order(b, bag.id);
    expect(sold.statusCode, sold.body).toBe(201);
    expect((await read(a, bag.id)).variations[0]?.stock).toBe(0);
  });
});
