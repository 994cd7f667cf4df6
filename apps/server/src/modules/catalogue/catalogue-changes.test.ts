import type { CategoryCount, PlacedOrder, Product } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signIn } from "../../test/admin-fixtures";
import { startLateConnection } from "../../test/late-connection";
import { CHECKOUT_CUSTOMER, createTestApp, productInput, type TestApp } from "../../test/test-app";

/** How late the third instance hears everything the database sends it. */
const HEARD_LATE_BY_MS = 150;

/**
 * Instances of the shop behind a load balancer, each listening on its own port with its
 * catalogue caches on for a minute: what one of them changes, the others answer at once, because
 * every writer publishes its change in its transaction and answers only once every instance's
 * read side has heard it (modules/catalogue/catalogue-changes.ts), even one that hears the
 * database late. Several instances run on PostgreSQL only (the embedded database is locked to
 * one process), so CI runs this with TEST_DATABASE_URL.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("two instances on PostgreSQL, caches on", () => {
  let a: TestApp;
  let b: TestApp;
  /** A third instance that hears the database late (a busy machine, a far network). */
  let late: TestApp;
  let lateConnection: Awaited<ReturnType<typeof startLateConnection>>;
  let statementsOfLate = 0;
  let admin: SignedIn;
  const origins = new Map<TestApp, string>();
  beforeAll(async () => {
    a = await createTestApp("postgres", { cacheTtlMs: 60_000 });
    b = await createTestApp("postgres", { cacheTtlMs: 60_000, instanceOf: a });
    lateConnection = await startLateConnection(a.databaseUrl ?? "", HEARD_LATE_BY_MS);
    late = await createTestApp("postgres", {
      cacheTtlMs: 60_000,
      instanceOf: a,
      databaseUrlOfInstance: lateConnection.url,
      logQuery: () => {
        statementsOfLate += 1;
      },
    });
    for (const shop of [a, b, late]) origins.set(shop, await shop.app.listen({ host: "127.0.0.1", port: 0 }));
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
  /** A shopper's request: no sign-in, so the instance answers from what it keeps. */
  async function browse(t: TestApp, path: string) {
    const response = await fetch(`${origins.get(t)}${path}`);
    return { statusCode: response.status, body: await response.text() };
  }
  const pageItem = (answer: { body: string }, id: string) =>
    json<{ items: Product[] }>(answer).items.find((product) => product.id === id);
  /**
   * Whether the late instance answers `path` from what it keeps (no statement while it answers)
   * within a few asks: the first after a change reads the database and the log again.
   */
  async function keptBy(t: TestApp, path: string): Promise<boolean> {
    for (let ask = 0; ask < 10; ask++) {
      const before = statementsOfLate;
      expect((await browse(t, path)).statusCode).toBe(200);
      if (statementsOfLate === before) return true;
    }
    return false;
  }
  /** Resolves once `t` has heard the next catalogue change (its own write or another's wake-up). */
  const nextChangeHeardBy = (t: TestApp) => new Promise<void>((resolve) => t.changes.listen(() => resolve()));
  afterAll(async () => {
    await late?.close();
    await lateConnection?.close();
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

  it("never answers an old price on an instance that hears the database late, once A acknowledged the edit", async () => {
    const bagHeard = nextChangeHeardBy(late);
    const bag = await createBag("Túi nghe chậm", 10);
    await bagHeard;
    // Shoppers on the late instance read the list and the bag's page until both are kept there.
    const page = `/api/products/${bag.id}`;
    const list = "/api/products?category=Handbag&limit=100";
    expect(await keptBy(late, list)).toBe(true);
    expect(await keptBy(late, page)).toBe(true);
    expect(json<Product>(await browse(late, page)).price).toBe(1_250_000);
    expect(pageItem(await browse(late, list), bag.id)?.price).toBe(1_250_000);

    const { id: _id, createdAt: _c, updatedAt: _u, ...editable } = await read(a, bag.id);
    const saved = await call(a, `/api/products/${bag.id}`, {
      method: "PUT",
      body: { ...editable, price: 870_000 },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    expect(json<Product>(await browse(late, page)).price).toBe(870_000);
    expect(pageItem(await browse(late, list), bag.id)?.price).toBe(870_000);
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
