import type { PlacedOrder, Product } from "@shop/shared";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultRows } from "../../db/result-rows";
import {
  mailOutbox,
  orderEvents,
  orderItems,
  orders,
  products,
  productVariations,
  settings,
  vouchers,
} from "../../db/schema";
import { CHECKOUT_CUSTOMER, createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";
import { insertProduct } from "../products/products.repository";

/**
 * A guard for the order rate that is not a timing (bench/ measures it): placing an order is one
 * statement that writes all of it at once (place-order.statement.ts). The products' prices and the
 * shipping rule are read by the first order that needs them and then held to the stored ones by
 * each order's statement; a change by another instance is charged at once. A retry with the same
 * Idempotency-Key is still answered its first order.
 * A change that splits the order back into a transaction of several statements fails here.
 */
const customerInfo = CHECKOUT_CUSTOMER;
const RED = "#d32f2f";
const BLACK = "#000000";
/**
 * What runs beside a request: the outbox worker, woken by the order, claiming its mail on its own
 * table (modules/mail/outbox.repository.ts), the webhook sender polling its outbox
 * (modules/webhooks/webhooks.repository.ts), the payment expiry's first sweep when the app
 * starts (modules/payments/payment-expiry.ts), which looks for unpaid online orders, the
 * retention job's first sweep (modules/retention/retention.ts), which deletes or empties what is
 * past its period (an order deletes nothing), and the alerts' first sweep
 * (modules/alerts/alerts.service.ts), which reads the waiting alerts; that an order itself costs
 * the alerts no query is modules/alerts/alerts.test.ts's to show.
 */
const BACKGROUND_JOBS =
  /^\s*(update "(mail_outbox|webhook_deliveries|incoming_transfers)"|select [\s\S]*? from "(mail_outbox|webhook_deliveries|product_alerts)"|select [\s\S]*?"orders"\."payment_method" in \(|delete from "\w+")/;

/**
 * On the embedded database orders arriving together share one commit, each in a savepoint of its
 * own (order-writer.ts): those are in-process calls, not round trips, and not the order's work.
 */
const GROUP_COMMIT = /^\s*(savepoint|release savepoint|rollback to savepoint) place_order\s*$/i;

describe.each(TEST_DATABASE_KINDS)("an order's statements on %s", (kind) => {
  let t: TestApp;
  let recording: string[] | null = null;
  let productId = "";

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { ORDER_RATE_LIMIT: "100000" },
      logQuery: (text) => recording?.push(text),
    });
    productId = (await redBag("Túi đếm", 100)).id;
    await t.db.insert(vouchers).values({ code: "MOTLAN", amountOff: 10_000, usageLimit: 1 });
  });
  afterAll(() => t?.close());

  /** A bag sold in red only, with `stock` left. */
  function redBag(name: string, stock: number) {
    return insertProduct(t.db, productInput({ name, variations: [{ color: RED, images: [], stock }] }), {
      now: new Date(),
    });
  }

  async function placeOrder(key: string, extra: Record<string, unknown> = {}) {
    recording = [];
    const response = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { "idempotency-key": key },
      payload: {
        paymentMethod: "cod",
        customerInfo,
        items: [{ productId, color: RED, quantity: 2 }],
        ...extra,
      },
    });
    const statements = recording.filter((text) => !BACKGROUND_JOBS.test(text) && !GROUP_COMMIT.test(text));
    recording = null;
    return { response, writes: statements.filter((text) => !/^\s*select\b/i.test(text)), statements };
  }

  async function rowsOf(orderUuid: string) {
    const where = eq(orderItems.orderId, orderUuid);
    const [items] = await t.db.select({ n: count() }).from(orderItems).where(where);
    const [events] = await t.db
      .select({ n: count() })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderUuid));
    return { items: items?.n, events: events?.n };
  }

  it("writes the order, its line, its event, its mail and its stock in one statement", async () => {
    const first = await placeOrder("budget-0");
    expect(first.response.statusCode, first.response.body).toBe(201);
    // The first order of this instance reads the bag's price and the shipping rule first.
    expect(first.statements).toHaveLength(3);
    const { response, statements, writes } = await placeOrder("budget-1");
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<PlacedOrder>();
    // The next one is its statement alone (its key is looked up only if it is taken).
    expect(statements).toHaveLength(1);
    expect(writes).toHaveLength(1);
    expect(await rowsOf(placed.id)).toEqual({ items: 1, events: 1 });
    const [mail] = await t.db
      .select({ recipient: mailOutbox.recipient })
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-confirmation:${placed.orderId}`));
    expect(mail?.recipient).toBe(customerInfo.email);
    const [variation] = await t.db
      .select({ stock: productVariations.stock })
      .from(productVariations)
      .where(eq(productVariations.productId, productId));
    expect(variation?.stock).toBe(96);
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(stored).toMatchObject({ orderId: placed.orderId, total: placed.total, status: placed.status });
    expect(stored?.createdAt.toISOString()).toBe(placed.createdAt);
  });

  it("keys the order, its line, its event and its mail by the time they were written (UUID version 7)", async () => {
    const before = Date.now();
    const { response } = await placeOrder("time-ordered");
    const after = Date.now();
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<PlacedOrder>();
    const [line] = await t.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.id));
    const [event] = await t.db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, placed.id));
    const [mail] = await t.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-confirmation:${placed.orderId}`));
    for (const id of [placed.id, line?.id, event?.id, mail?.id]) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      // The first 48 bits: the milliseconds since 1970 when the key was made.
      const made = Number.parseInt((id ?? "").replaceAll("-", "").slice(0, 12), 16);
      expect(made).toBeGreaterThanOrEqual(before);
      expect(made).toBeLessThanOrEqual(after);
    }
  });

  it("takes a voucher's use in the same statement", async () => {
    const { response, statements, writes } = await placeOrder("budget-2", { voucherCode: "MOTLAN" });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<PlacedOrder>().discount).toBe(10_000);
    // The voucher is read first; its use is taken by the order's statement.
    expect(statements).toHaveLength(2);
    expect(writes).toHaveLength(1);
    const [voucher] = await t.db
      .select({ usedCount: vouchers.usedCount })
      .from(vouchers)
      .where(eq(vouchers.code, "MOTLAN"));
    expect(voucher?.usedCount).toBe(1);
  });

  it("answers a retry its first order, even when that order took the last bag", async () => {
    const last = await redBag("Túi cuối", 1);
    const body = { items: [{ productId: last.id, color: RED, quantity: 1 }] };
    const first = await placeOrder("retry-last", body);
    expect(first.response.statusCode, first.response.body).toBe(201);
    const again = await placeOrder("retry-last", body);
    expect(again.response.statusCode, again.response.body).toBe(201);
    expect(again.response.headers["idempotent-replayed"]).toBe("true");
    expect(again.response.json<PlacedOrder>().orderId).toBe(first.response.json<PlacedOrder>().orderId);
  });

  it("answers a retry its first order when the bag has been deleted since", async () => {
    const gone = await redBag("Túi ngừng bán", 3);
    const body = { items: [{ productId: gone.id, color: RED, quantity: 1 }] };
    const first = await placeOrder("retry-deleted", body);
    expect(first.response.statusCode, first.response.body).toBe(201);
    await t.db.delete(products).where(eq(products.id, gone.id));
    const again = await placeOrder("retry-deleted", body);
    expect(again.response.statusCode, again.response.body).toBe(201);
    expect(again.response.headers["idempotent-replayed"]).toBe("true");
    expect(again.response.json<PlacedOrder>().orderId).toBe(first.response.json<PlacedOrder>().orderId);
    // Without a key, the same body is a new order, and the bag is no longer sold.
    const fresh = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: { paymentMethod: "cod", customerInfo, ...body },
    });
    expect(fresh.statusCode).toBe(400);
  });

  it("charges the shipping rule another instance has just set, without being refused", async () => {
    await placeOrder("rule-before");
    // Another instance's owner: written behind this instance's back.
    const rule = { flatFee: 30_000, freeFrom: null };
    await t.db
      .insert(settings)
      .values({ key: "shipping", value: rule, updatedAt: new Date() })
      .onConflictDoUpdate({ target: settings.key, set: { value: rule } });
    const [before] = await t.db.select({ n: count() }).from(orders);
    const { response, writes } = await placeOrder("rule-after");
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<PlacedOrder>();
    expect(placed.shippingFee).toBe(30_000);
    expect(placed.total).toBe(placed.subtotal + 30_000);
    // The first statement was refused (the rule had changed) and wrote nothing; the second wrote it.
    expect(writes).toHaveLength(2);
    const [after] = await t.db.select({ n: count() }).from(orders);
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(1);
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(stored?.shippingFee).toBe(30_000);
    // The next order holds the new rule: no refusal.
    const next = await placeOrder("rule-next");
    expect(next.response.statusCode, next.response.body).toBe(201);
    expect(next.response.json<PlacedOrder>().shippingFee).toBe(30_000);
    expect(next.writes).toHaveLength(1);
  });

  it("charges the price another instance has just set, and sells a colour it has just added", async () => {
    await placeOrder("price-before");
    // Another instance's administrator: a new price and a new colour, the version raised.
    await t.db
      .update(products)
      .set({ price: 990_000, version: sql`${products.version} + 1` })
      .where(eq(products.id, productId));
    await t.db
      .insert(productVariations)
      .values({ productId, position: 1, color: BLACK, images: [], stock: 5 });

    const { response, writes } = await placeOrder("price-after");
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<PlacedOrder>().items[0]?.unitPrice).toBe(990_000);
    // The first statement was refused (the bag had changed) and wrote nothing; the second wrote it.
    expect(writes).toHaveLength(2);

    const black = await placeOrder("colour-after", { items: [{ productId, color: BLACK, quantity: 1 }] });
    expect(black.response.statusCode, black.response.body).toBe(201);
    expect(black.response.json<PlacedOrder>().items[0]).toMatchObject({ color: BLACK, unitPrice: 990_000 });
  });

  it("charges a price changed on this instance by the next order, without a refusal first", async () => {
    const bag = await t.products.createProduct(
      productInput({
        name: "Túi đổi giá",
        price: 800_000,
        variations: [{ color: RED, images: [], stock: 9 }],
      }),
    );
    const body = { items: [{ productId: bag.id, color: RED, quantity: 1 }] };
    await placeOrder("own-before", body);
    await t.products.updateProduct(bag.id, {
      ...productInput({ name: "Túi đổi giá", price: 700_000 }),
      version: bag.version,
    });

    const { response, writes } = await placeOrder("own-after", body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<PlacedOrder>().items[0]?.unitPrice).toBe(700_000);
    expect(writes).toHaveLength(1);
  });

  it("tells the catalogue of all its bags in one row of the change log, whatever its lines", async () => {
    const bags = [await redBag("Túi sổ một", 5), await redBag("Túi sổ hai", 5), await redBag("Túi sổ ba", 5)];
    const lastChange = async () => {
      const [row] = resultRows<{ seq: string | null }>(
        await t.db.execute(sql`select max(seq) as seq from catalogue_changes`),
      );
      return Number(row?.seq ?? 0);
    };
    const before = await lastChange();
    const { response, writes } = await placeOrder("one-change-row", {
      items: bags.map((bag) => ({ productId: bag.id, color: RED, quantity: 1 })),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(writes).toHaveLength(1);
    const [logged] = resultRows<{ n: string }>(
      await t.db.execute(
        sql`select count(*) as n from catalogue_changes where seq > ${before} and kind = 'stock_changed'`,
      ),
    );
    expect(Number(logged?.n)).toBe(1);
  });

  it("lowers the stock of the bags it sold where this instance keeps them, without reading them again", async () => {
    const shop = await createTestApp(kind, {
      env: { ORDER_RATE_LIMIT: "100000" },
      cacheTtlMs: 60_000,
      logQuery: (text) => recording?.push(text),
    });
    try {
      const bag = await insertProduct(
        shop.db,
        productInput({
          name: "Túi kho",
          variations: [
            { color: RED, images: [], stock: 5 },
            { color: BLACK, images: [], stock: 3 },
          ],
        }),
        { now: new Date() },
      );
      const productPage = async () => {
        recording = [];
        const response = await shop.app.inject({ method: "GET", url: `/api/products/${bag.id}?lang=en` });
        const reads = recording.filter((text) => !BACKGROUND_JOBS.test(text));
        recording = null;
        const product = response.json<Product>();
        return { stock: product.variations.map((variation) => variation.stock), reads: reads.length };
      };
      expect((await productPage()).stock).toEqual([5, 3]);
      expect(await productPage()).toEqual({ stock: [5, 3], reads: 0 });
      const order = await shop.app.inject({
        method: "POST",
        url: "/api/orders",
        headers: { "idempotency-key": "stock-left" },
        payload: {
          paymentMethod: "cod",
          customerInfo,
          items: [
            { productId: bag.id, color: RED, quantity: 2 },
            { productId: bag.id, color: RED, quantity: 1 },
          ],
        },
      });
      expect(order.statusCode, order.body).toBe(201);
      expect(await productPage()).toEqual({ stock: [2, 3], reads: 0 });
    } finally {
      await shop.close();
    }
  });

  it("keeps the cart's order of lines, in the answer and in a retry's answer", async () => {
    const bags = [];
    for (const name of ["Túi một", "Túi hai", "Túi ba", "Túi bốn"]) bags.push(await redBag(name, 9));
    const body = { items: bags.map((bag) => ({ productId: bag.id, color: RED, quantity: 1 })) };
    const names = (order: PlacedOrder) => order.items.map((line) => line.name);
    const first = await placeOrder("lines-in-order", body);
    expect(first.response.statusCode, first.response.body).toBe(201);
    expect(names(first.response.json<PlacedOrder>())).toEqual(["Túi một", "Túi hai", "Túi ba", "Túi bốn"]);
    const again = await placeOrder("lines-in-order", body);
    expect(again.response.headers["idempotent-replayed"]).toBe("true");
    expect(again.response.json<PlacedOrder>()).toEqual(first.response.json<PlacedOrder>());
  });
});
