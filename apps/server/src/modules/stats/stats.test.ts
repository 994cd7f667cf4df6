import { randomUUID } from "node:crypto";
import { adminStatsSchema, LOW_STOCK_THRESHOLD, type OrderStatus, shopDate } from "@shop/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { orderDayFigures, orderItems, orders } from "../../db/schema";
import { type SignedIn, signIn } from "../../test/admin-fixtures";
import { createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";

let sequence = 0;

/** The two bags every order below is of (lines name products the catalogue need not hold). */
const tote = { productId: randomUUID(), name: "Túi tote vải", unitPrice: 400_000 };
const clutch = { productId: randomUUID(), name: "Ví cầm tay", unitPrice: 1_000_000 };

/** An order of `quantity` × `unitPrice` of one bag, placed at `at`. */
async function sale(
  db: Database,
  at: string,
  {
    productId,
    name,
    unitPrice,
    quantity = 1,
    status = "pending" as OrderStatus,
    paid = false,
  }: {
    productId: string;
    name: string;
    unitPrice: number;
    quantity?: number;
    status?: OrderStatus;
    paid?: boolean;
  },
): Promise<string> {
  sequence += 1;
  const total = unitPrice * quantity;
  const [row] = await db
    .insert(orders)
    .values({
      orderId: `ORDER${1_790_000_000_000 + sequence}`,
      subtotal: total,
      total,
      paymentMethod: "cod",
      fullName: "Lê Văn Cường",
      phone: "0901234567",
      email: "cuong@example.vn",
      address: "1 Nguyễn Huệ, TP. Hồ Chí Minh",
      status,
      paymentStatus: paid ? "paid" : "unpaid",
      createdAt: new Date(at),
    })
    .returning({ id: orders.id });
  if (!row) throw new Error("no order row");
  await db
    .insert(orderItems)
    .values({ orderId: row.id, productId, name, color: "#000000", unitPrice, quantity });
  return row.id;
}

describe.each(TEST_DATABASE_KINDS)("GET /api/admin/stats on %s", (kind) => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signIn(t, { role: "admin" });
    // 23:30 UTC on the 9th is 06:30 on the 10th in Vietnam: it counts for the 10th.
    await sale(t.db, "2026-11-09T23:30:00Z", { ...tote, quantity: 2 });
    await sale(t.db, "2026-11-10T08:00:00+07:00", { ...clutch, status: "delivered" });
    // 23:59 in Vietnam on the 12th, paid and waiting to ship.
    await sale(t.db, "2026-11-12T23:59:00+07:00", { ...tote, status: "confirmed", paid: true });
    // Cancelled: never counts.
    await sale(t.db, "2026-11-11T10:00:00+07:00", { ...clutch, quantity: 3, status: "cancelled" });
    // Returned by the carrier: the bags are back on the shelf, no sale either.
    await sale(t.db, "2026-11-11T11:00:00+07:00", { ...tote, quantity: 2, status: "returned" });
    // Outside the range on either side.
    await sale(t.db, "2026-11-09T23:59:00+07:00", clutch);
    await sale(t.db, "2026-11-13T00:00:00+07:00", clutch);
  });
  afterAll(() => t?.close());

  const stats = (query: string) =>
    t.app.inject({ method: "GET", url: `/api/admin/stats?${query}`, headers: admin.headers });

  it("answers revenue, orders and the average for the days in Vietnam, cancelled and returned orders left out", async () => {
    const response = await stats("from=2026-11-10&to=2026-11-12");
    expect(response.statusCode).toBe(200);
    const body = adminStatsSchema.parse(response.json());
    expect(body).toMatchObject({ revenue: 2_200_000, orders: 3, averageOrder: 733_333 });
    expect(body.byDay).toEqual([
      { date: "2026-11-10", revenue: 1_800_000, orders: 2 },
      { date: "2026-11-11", revenue: 0, orders: 0 },
      { date: "2026-11-12", revenue: 400_000, orders: 1 },
    ]);
  });

  it("ranks the best sellers by quantity sold in the range", async () => {
    const body = adminStatsSchema.parse((await stats("from=2026-11-10&to=2026-11-12")).json());
    expect(body.topProducts).toEqual([
      { productId: tote.productId, name: "Túi tote vải", quantity: 3, revenue: 1_200_000 },
      { productId: clutch.productId, name: "Ví cầm tay", quantity: 1, revenue: 1_000_000 },
    ]);
  });

  it("names a best seller by its name today when it was renamed after its sales", async () => {
    const renamed = await t.products.createProduct(productInput({ name: "Túi đeo chéo Mai (mới)" }));
    await sale(t.db, "2026-10-01T09:00:00+07:00", {
      productId: renamed.id,
      name: "Túi đeo chéo Mai",
      unitPrice: 650_000,
      quantity: 2,
      status: "delivered",
    });
    const body = adminStatsSchema.parse((await stats("from=2026-10-01&to=2026-10-01")).json());
    expect(body.topProducts).toEqual([
      { productId: renamed.id, name: "Túi đeo chéo Mai (mới)", quantity: 2, revenue: 1_300_000 },
    ]);
  });

  it("counts the orders waiting for the owner: pending, and paid but not shipped", async () => {
    const body = adminStatsSchema.parse((await stats("from=2026-11-10&to=2026-11-10")).json());
    expect(body.waiting).toEqual({ pending: 3, paidNotShipped: 1 });
  });

  it("lists the colours running low, fewest left first, and none with more than the threshold", async () => {
    const product = await t.products.createProduct(
      productInput({
        name: "Túi sắp hết",
        variations: [
          { color: "#d32f2f", images: [], stock: 2 },
          { color: "#000000", images: [], stock: 0 },
          { color: "#ffffff", images: [], stock: LOW_STOCK_THRESHOLD + 1 },
        ],
      }),
    );
    const body = adminStatsSchema.parse((await stats("from=2026-11-10&to=2026-11-10")).json());
    expect(body.lowStock).toEqual([
      { productId: product.id, name: "Túi sắp hết", color: "#000000", stock: 0 },
      { productId: product.id, name: "Túi sắp hết", color: "#d32f2f", stock: 2 },
    ]);
  });

  it("answers zeros for a quiet range", async () => {
    const body = adminStatsSchema.parse((await stats("from=2025-01-01&to=2025-01-07")).json());
    expect(body).toMatchObject({ revenue: 0, orders: 0, averageOrder: 0, topProducts: [] });
    expect(body.byDay).toHaveLength(7);
  });

  it.each([
    ["an inverted range", "from=2026-11-12&to=2026-11-10"],
    ["a range over a year", "from=2024-01-01&to=2026-11-10"],
    ["a date that does not exist", "from=2026-02-30&to=2026-03-02"],
    ["a missing end", "from=2026-11-10"],
    ["a time instead of a day", "from=2026-11-10T00:00&to=2026-11-12"],
  ])("refuses %s with a 400", async (_name, query) => {
    const response = await stats(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_failed");
  });
});

/** The days whose figures are kept, as YYYY-MM-DD. */
async function keptDays(db: Database): Promise<string[]> {
  const rows = await db.select({ day: orderDayFigures.day }).from(orderDayFigures);
  return rows.map((row) => new Date(row.day * 86_400_000).toISOString().slice(0, 10)).sort();
}

describe.each(TEST_DATABASE_KINDS)("the dashboard's ended days, kept on %s", (kind) => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signIn(t, { role: "admin" });
  });
  afterAll(() => t?.close());

  const stats = async (from: string, to = from) => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/stats?from=${from}&to=${to}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    return adminStatsSchema.parse(response.json());
  };

  it("counts a kept day again when one of its orders is cancelled, one of its lines changed or an order added to it", async () => {
    const toteOrder = await sale(t.db, "2026-10-05T10:00:00+07:00", {
      ...tote,
      quantity: 2,
      status: "delivered",
    });
    const clutchOrder = await sale(t.db, "2026-10-05T11:00:00+07:00", clutch);
    const first = await stats("2026-10-05");
    expect(first).toMatchObject({ revenue: 1_800_000, orders: 2 });
    expect(first.topProducts.map((product) => [product.name, product.quantity])).toEqual([
      ["Túi tote vải", 2],
      ["Ví cầm tay", 1],
    ]);
    expect(await keptDays(t.db)).toContain("2026-10-05");

    // The owner cancels the delivered tote's order (as the lifecycle would, in one UPDATE).
    await t.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, toteOrder));
    const cancelled = await stats("2026-10-05");
    expect(cancelled).toMatchObject({ revenue: 1_000_000, orders: 1 });
    expect(cancelled.topProducts).toEqual([
      { productId: clutch.productId, name: "Ví cầm tay", quantity: 1, revenue: 1_000_000 },
    ]);

    await t.db.update(orderItems).set({ quantity: 3 }).where(eq(orderItems.orderId, clutchOrder));
    expect((await stats("2026-10-05")).topProducts).toEqual([
      { productId: clutch.productId, name: "Ví cầm tay", quantity: 3, revenue: 3_000_000 },
    ]);

    // An order written into that day afterwards (an import, a late insert) counts too.
    await sale(t.db, "2026-10-05T23:59:00+07:00", tote);
    expect(await stats("2026-10-05")).toMatchObject({ revenue: 1_400_000, orders: 2 });
  });

  it("forgets the day in Vietnam, not in UTC, of an order placed in its early hours", async () => {
    // 03:00 on the 8th in Vietnam is 20:00 on the 7th in UTC: the triggers of drizzle/0035 must
    // forget the 8th, the day the dashboard counts that order for.
    const early = await sale(t.db, "2026-10-08T03:00:00+07:00", { ...tote, status: "delivered" });
    const dawn = await sale(t.db, "2026-10-08T06:30:00+07:00", clutch);
    expect(await stats("2026-10-08")).toMatchObject({ revenue: 1_400_000, orders: 2 });
    expect(await keptDays(t.db)).toContain("2026-10-08");

    await t.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, early));
    expect(await stats("2026-10-08")).toMatchObject({ revenue: 1_000_000, orders: 1 });

    await t.db.update(orderItems).set({ quantity: 2 }).where(eq(orderItems.orderId, dawn));
    expect((await stats("2026-10-08")).topProducts).toEqual([
      { productId: clutch.productId, name: "Ví cầm tay", quantity: 2, revenue: 2_000_000 },
    ]);

    await sale(t.db, "2026-10-08T01:00:00+07:00", tote);
    expect(await stats("2026-10-08")).toMatchObject({ revenue: 1_400_000, orders: 2 });
  });

  it("counts today from the orders, keeping nothing for a day that has not ended", async () => {
    const today = shopDate(new Date());
    await sale(t.db, new Date().toISOString(), tote);
    expect(await stats(today)).toMatchObject({ revenue: 400_000, orders: 1 });
    await sale(t.db, new Date().toISOString(), clutch);
    expect(await stats(today)).toMatchObject({ revenue: 1_400_000, orders: 2 });
    expect(await keptDays(t.db)).not.toContain(today);
  });

  // Only PostgreSQL has a second connection: PGlite runs one statement at a time.
  it.runIf(kind === "postgres")(
    "answers at once beside a writer of a day, keeps that day only after the writer commits, and then counts its change",
    async () => {
      const order = await sale(t.db, "2026-10-20T10:00:00+07:00", { ...tote, status: "delivered" });
      let commit = () => {};
      const committing = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let cancelled = () => {};
      const written = new Promise<void>((resolve) => {
        cancelled = resolve;
      });
      const writer = t.db.transaction(async (tx) => {
        await tx.update(orders).set({ status: "cancelled" }).where(eq(orders.id, order));
        cancelled();
        await committing;
      });
      await written;
      // The cancellation is not committed: the day is counted from the orders as they stand.
      expect(await stats("2026-10-20")).toMatchObject({ revenue: 400_000, orders: 1 });
      expect(await keptDays(t.db)).not.toContain("2026-10-20");
      commit();
      await writer;
      expect(await stats("2026-10-20")).toMatchObject({ revenue: 0, orders: 0 });
      expect(await keptDays(t.db)).toContain("2026-10-20");
    },
  );
});
