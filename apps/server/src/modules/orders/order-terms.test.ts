import { createHash } from "node:crypto";
import { join } from "node:path";
import { placedOrderSchema, type SaleTerms, saleTermsSchema } from "@shop/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { mailOutbox, orders, saleTerms } from "../../db/schema";
import { signIn } from "../../test/admin-fixtures";
import { CHECKOUT_CUSTOMER, createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";
import { insertProduct } from "../products/products.repository";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/**
 * The buyer's contract (docs/decisions/052-the-buyers-contract-and-records.md): an order keeps the
 * sale terms it was placed under, and its buyer downloads exactly those, whatever the terms say now.
 */
describe.each(TEST_DATABASE_KINDS)("the sale terms an order was placed under, on %s", (kind) => {
  let t: TestApp;
  /** The same shop restarted with another seller's name: the terms in force changed. */
  let restarted: FastifyInstance;
  let productId: string;
  let first: SaleTerms;

  const env = { SHOP_OWNER_NAME: "Hộ kinh doanh Lumi", SHOP_ADDRESS: "5 Nguyễn Huệ, TP. Hồ Chí Minh" };

  beforeAll(async () => {
    t = await createTestApp(kind, { env });
    productId = (await insertProduct(t.db, productInput(), { now: new Date() })).id;
    first = saleTermsSchema.parse((await t.app.inject({ url: "/api/terms/current?lang=vi" })).json());
  });
  afterAll(async () => {
    await restarted?.close();
    await t?.close();
  });

  const order = (termsVersion?: string) => ({
    paymentMethod: "cod",
    customerInfo: CHECKOUT_CUSTOMER,
    items: [{ productId, color: "#d32f2f", quantity: 1 }],
    language: "vi",
    ...(termsVersion === undefined ? {} : { termsVersion }),
  });

  it("shows the terms in force before the order: the seller, the return windows, their version and hash", async () => {
    expect(first.text).toContain("Hộ kinh doanh Lumi");
    expect(first.text).toContain("7 ngày");
    expect(first.text).toContain("30 ngày");
    expect(first.hash).toBe(sha256(Buffer.from(first.text, "utf8")));
    const english = saleTermsSchema.parse((await t.app.inject({ url: "/api/terms/current?lang=en" })).json());
    expect(english.version).toBe(first.version);
    expect(english.text).toContain("GENERAL CONDITIONS OF SALE");
    expect((await t.app.inject({ url: "/api/terms/current?lang=fr" })).statusCode).toBe(400);
  });

  it("stores on the order the version the shopper accepted and the hash of its text", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: order(first.version),
    });
    expect(response.statusCode).toBe(201);
    const placed = placedOrderSchema.parse(response.json());
    expect(placed.termsVersion).toBe(first.version);
    const [row] = await t.db.select().from(orders).where(eq(orders.orderId, placed.orderId));
    expect(row).toMatchObject({ termsVersion: first.version, termsHash: first.hash, termsAccepted: true });
    // The confirmation mail links the buyer to exactly those terms.
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-confirmation:${placed.orderId}`));
    expect(mail?.textBody).toContain(`https://shop.example/api/terms/${first.version}?lang=vi`);
    // The guest lookup names them too, for its links.
    const lookup = await t.app.inject({
      url: `/api/orders/lookup?orderId=${placed.orderId}&phone=${CHECKOUT_CUSTOMER.phone}`,
    });
    expect(lookup.json()).toMatchObject({ termsVersion: first.version, language: "vi" });
  });

  it("downloads, after the terms changed, byte for byte the terms the order was placed under", async () => {
    const placed = placedOrderSchema.parse(
      (await t.app.inject({ method: "POST", url: "/api/orders", payload: order(first.version) })).json(),
    );
    // The owner sets another name and restarts: the terms in force are a new version.
    const config = loadConfig({
      DATA_DIR: t.dataDir,
      WEB_DIST_DIR: join(t.dataDir, "web"),
      PUBLIC_URL: "https://shop.example",
      SEED_DEMO: "false",
      ...env,
      SHOP_OWNER_NAME: "Công ty TNHH Lumi Bags",
    });
    restarted = await buildApp({ config, db: t.db });
    const now = saleTermsSchema.parse((await restarted.inject({ url: "/api/terms/current?lang=vi" })).json());
    expect(now.version).not.toBe(first.version);
    expect(now.text).toContain("Công ty TNHH Lumi Bags");

    const download = await restarted.inject({
      url: `/api/orders/${placed.orderId}/terms?phone=${CHECKOUT_CUSTOMER.phone}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(download.headers["x-terms-version"]).toBe(first.version);
    expect(download.rawPayload.equals(Buffer.from(first.text, "utf8"))).toBe(true);
    expect(sha256(download.rawPayload)).toBe(first.hash);
    expect(download.body).not.toContain("Công ty TNHH Lumi Bags");
    // The version's public text (the mail's and the account's link) is the same bytes.
    const version = await restarted.inject({ url: `/api/terms/${first.version}?lang=vi` });
    expect(version.rawPayload.equals(download.rawPayload)).toBe(true);
    // And the other languages of that version, asked for by name.
    const english = await restarted.inject({
      url: `/api/orders/${placed.orderId}/terms?phone=${CHECKOUT_CUSTOMER.phone}&lang=en`,
    });
    expect(english.body).toContain("Hộ kinh doanh Lumi");
    expect(english.body).toContain("GENERAL CONDITIONS OF SALE");
  });

  it("refuses an order under terms no longer in force, or unknown, and writes nothing", async () => {
    if (!restarted) throw new Error("runs after the terms changed");
    const before = (await t.db.select({ id: orders.id }).from(orders)).length;
    const outdated = await restarted.inject({
      method: "POST",
      url: "/api/orders",
      payload: order(first.version),
    });
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json().error).toMatchObject({
      code: "terms_outdated",
      fields: { termsVersion: "sale_terms.error_outdated" },
    });
    const unknown = await restarted.inject({
      method: "POST",
      url: "/api/orders",
      payload: order("2020-01-01.000000000000"),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe("terms_unknown");
    const malformed = await restarted.inject({
      method: "POST",
      url: "/api/orders",
      payload: order("latest"),
    });
    expect(malformed.statusCode).toBe(400);
    expect((await t.db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });

  it("answers the same 404 for a wrong phone or an unknown order, and keeps every version as written", async () => {
    const placed = placedOrderSchema.parse(
      (await t.app.inject({ method: "POST", url: "/api/orders", payload: order(first.version) })).json(),
    );
    const wrongPhone = await t.app.inject({ url: `/api/orders/${placed.orderId}/terms?phone=0999999999` });
    const unknown = await t.app.inject({ url: "/api/orders/ORDER1700000000000/terms?phone=0907654321" });
    expect(wrongPhone.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrongPhone.json()).toEqual(unknown.json());
    expect((await t.app.inject({ url: "/api/terms/2020-01-01.000000000000?lang=vi" })).statusCode).toBe(404);
    // The database itself refuses to change a version buyers accepted.
    await expect(
      t.db.update(saleTerms).set({ texts: {} }).where(eq(saleTerms.version, first.version)),
    ).rejects.toThrow();
    await expect(t.db.delete(saleTerms).where(eq(saleTerms.version, first.version))).rejects.toThrow();
  });

  it("stores an order from a client that names no terms under the version in force, marked not accepted", async () => {
    const placed = placedOrderSchema.parse(
      (await t.app.inject({ method: "POST", url: "/api/orders", payload: order() })).json(),
    );
    const [row] = await t.db.select().from(orders).where(eq(orders.orderId, placed.orderId));
    expect(row).toMatchObject({ termsVersion: first.version, termsHash: first.hash, termsAccepted: false });

    // The owner sees the difference in the order's record and in the export, beside a ticked order.
    const owner = await signIn(t, { role: "admin" });
    const detail = await t.app.inject({ url: `/api/orders/${row?.id}`, headers: owner.headers });
    expect(detail.json()).toMatchObject({ termsVersion: first.version, termsAccepted: false });
    const ticked = placedOrderSchema.parse(
      (await t.app.inject({ method: "POST", url: "/api/orders", payload: order(first.version) })).json(),
    );
    const csv = await t.app.inject({ url: "/api/orders.csv", headers: owner.headers });
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    const columns = header?.split(",") ?? [];
    // The two columns are the last ones, never quoted (an address before them may hold commas).
    const cell = (orderId: string, column: string) =>
      rows
        .find((line) => line.startsWith(`${orderId},`))
        ?.split(",")
        .at(columns.indexOf(column) - columns.length);
    expect(columns.slice(-2)).toEqual(["termsVersion", "termsAccepted"]);
    expect(cell(placed.orderId, "termsAccepted")).toBe("false");
    expect(cell(placed.orderId, "termsVersion")).toBe(first.version);
    expect(cell(ticked.orderId, "termsAccepted")).toBe("true");
  });
});
