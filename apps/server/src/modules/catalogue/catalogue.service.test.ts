import { type ProductPage, productListQuerySchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database, OpenedDatabase } from "../../db/client";
import { type CatalogueInstance, catalogueInstance } from "../../test/catalogue-instance";
import { productInput } from "../../test/test-app";
import { openTestDatabase, TEST_DATABASE_KINDS } from "../../test/test-database";
import { insertProduct, type StockLine, takeStockCtes } from "../products/products.repository";

/** Takes stock as an order's statement does (modules/orders/place-order.statement.ts), nothing else. */
async function takeStock(db: Database, lines: StockLine[]): Promise<void> {
  const { ctes } = takeStockCtes(lines, sql`true`);
  await db.execute(sql`with ${ctes} select count(*) from stock_taken`);
}

describe.each(TEST_DATABASE_KINDS)("the catalogue's cached answers on %s", (kind) => {
  let database: OpenedDatabase;
  let now = new Date("2025-03-01T00:00:00Z");
  let shop: CatalogueInstance;
  let service: CatalogueInstance["catalogue"];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    shop = catalogueInstance(database.db, { clock: () => now, cacheTtlMs: 5_000 });
    service = shop.catalogue;
  });
  afterAll(() => database?.close());

  const names = async (query: Record<string, string> = {}) =>
    (
      JSON.parse(
        (await service.listProductsJson(productListQuerySchema.parse(query))).toString(),
      ) as ProductPage
    ).items.map((product) => product.name);

  it("shows a product created, updated or deleted through the products module at once", async () => {
    expect(await names()).toEqual([]);
    const created = await shop.products.createProduct(productInput({ name: "Túi A" }));
    expect(await names()).toEqual(["Túi A"]);
    await shop.products.updateProduct(created.id, {
      ...productInput({ name: "Túi B" }),
      version: created.version,
    });
    expect(await names()).toEqual(["Túi B"]);
    expect(JSON.parse((await service.getProductJson(created.id)).toString()).name).toBe("Túi B");
    await shop.products.deleteProduct(created.id);
    expect(await names()).toEqual([]);
    await expect(service.getProductJson(created.id)).rejects.toMatchObject({ status: 404 });
  });

  it("serves the cached page until the time to live has passed", async () => {
    expect(await names({ category: "Accessories" })).toEqual([]);
    // Written behind the service's back, as another instance would.
    await insertProduct(database.db, productInput({ name: "Ví", category: "Accessories" }), { now });
    expect(await names({ category: "Accessories" })).toEqual([]);
    now = new Date(now.getTime() + 5_000);
    // The first request past it still gets the old page, at once, and starts the load of the new one.
    expect(await names({ category: "Accessories" })).toEqual([]);
    await vi.waitFor(async () => expect(await names({ category: "Accessories" })).toEqual(["Ví"]));
  });

  it("keys searches by their normalised words", async () => {
    await shop.products.createProduct(productInput({ name: "Túi xách đỏ" }));
    expect(await names({ q: "TÚI XÁCH" })).toEqual(["Túi xách đỏ"]);
    // A search is kept from the second time it is asked (lib/json-cache.ts keepWhenAskedAgain).
    expect(await names({ q: "túi xách" })).toEqual(["Túi xách đỏ"]);
    await insertProduct(database.db, productInput({ name: "Túi xách xanh" }), { now });
    // Same words, same cache entry: the product written behind the service's back is not seen yet.
    expect(await names({ q: "tui   xach" })).toEqual(["Túi xách đỏ"]);
    service.invalidateCache();
    // A write behind the shop's back is published by hand (docs/decisions/039-catalogue-change-events.md),
    // and the search index reads it at its next catch-up (at most a second later).
    await database.db.execute(
      sql`insert into catalogue_changes (kind, product_ids) select 'product_saved', array_agg(id) from products`,
    );
    now = new Date(now.getTime() + 1_000);
    await service.start();
    service.stop();
    expect((await names({ q: "tui xach" })).sort()).toEqual(["Túi xách xanh", "Túi xách đỏ"].sort());
  });

  it("after an order, drops the answers showing its products and keeps the rest of the catalogue cached", async () => {
    const sold = await shop.products.createProduct(
      productInput({
        name: "Túi bán",
        category: "Crossbody Bag",
        variations: [{ color: "#000000", images: [], stock: 5 }],
      }),
    );
    const stockOn = async (query: Record<string, string>) =>
      (
        JSON.parse(
          (await service.listProductsJson(productListQuerySchema.parse(query))).toString(),
        ) as ProductPage
      ).items.find((product) => product.id === sold.id)?.variations[0]?.stock;
    const productStock = async () =>
      JSON.parse((await service.getProductJson(sold.id)).toString()).variations[0].stock;
    expect(await stockOn({ category: "Crossbody Bag" })).toBe(5);
    expect(await stockOn({ q: "tui ban" })).toBe(5);
    expect(await productStock()).toBe(5);
    expect(await names({ category: "Shoulder Bag" })).toEqual([]);
    // Written behind the service's back: seen only once the cached page is dropped.
    await insertProduct(database.db, productInput({ name: "Túi vai", category: "Shoulder Bag" }), { now });

    await takeStock(database.db, [{ productId: sold.id, color: "#000000", quantity: 2 }]);
    shop.changes.committed({ kind: "stock_changed", productIds: [sold.id] });
    expect(await stockOn({ category: "Crossbody Bag" })).toBe(3);
    expect(await stockOn({ q: "tui ban" })).toBe(3);
    // A search not asked before is put together from the cached products: this one is fresh too.
    expect(await stockOn({ q: "ban" })).toBe(3);
    expect(await productStock()).toBe(3);
    expect(await names({ category: "Shoulder Bag" })).toEqual([]);
  });

  it("after a sale whose statement tells the stock left, lowers the kept products to it without reading them again", async () => {
    const sold = await shop.products.createProduct(
      productInput({
        name: "Túi còn lại",
        category: "Accessories",
        variations: [
          { color: "#000000", images: [], stock: 6 },
          { color: "#ffffff", images: [], stock: 2 },
        ],
      }),
    );
    const shown = async (json: Promise<Buffer>) => {
      const product = JSON.parse((await json).toString()) as ProductPage["items"][number];
      return { name: product.name, stock: product.variations.map((variation) => variation.stock) };
    };
    const onPage = async () =>
      (
        JSON.parse(
          (
            await service.listProductsJson(
              productListQuerySchema.parse({ category: "Accessories", lang: "en" }),
            )
          ).toString(),
        ) as ProductPage
      ).items
        .find((product) => product.id === sold.id)
        ?.variations.map((variation) => variation.stock);
    // The page first: it brings the search index up to the product's creation, which drops it.
    expect(await onPage()).toEqual([6, 2]);
    expect(await shown(service.getProductJson(sold.id))).toEqual({ name: "Túi còn lại", stock: [6, 2] });
    expect((await shown(service.getProductJson(sold.id, "en"))).stock).toEqual([6, 2]);
    // Renamed behind the service's back: the name shows whether the product was read again.
    await database.db.execute(sql`update products set name = 'Đọc lại' where id = ${sold.id}`);

    await takeStock(database.db, [{ productId: sold.id, color: "#000000", quantity: 2 }]);
    shop.changes.committed({
      kind: "stock_changed",
      productIds: [sold.id],
      stockLeft: [{ productId: sold.id, color: "#000000", stock: 4 }],
    });
    expect(await shown(service.getProductJson(sold.id))).toEqual({ name: "Túi còn lại", stock: [4, 2] });
    expect((await shown(service.getProductJson(sold.id, "en"))).stock).toEqual([4, 2]);
    expect(await onPage()).toEqual([4, 2]);

    // Two sales answered out of order (two connections on PostgreSQL): the later, lower figure stands.
    await takeStock(database.db, [{ productId: sold.id, color: "#000000", quantity: 1 }]);
    await takeStock(database.db, [{ productId: sold.id, color: "#000000", quantity: 1 }]);
    shop.changes.committed({
      kind: "stock_changed",
      productIds: [sold.id],
      stockLeft: [{ productId: sold.id, color: "#000000", stock: 2 }],
    });
    shop.changes.committed({
      kind: "stock_changed",
      productIds: [sold.id],
      stockLeft: [{ productId: sold.id, color: "#000000", stock: 3 }],
    });
    expect(await shown(service.getProductJson(sold.id))).toEqual({ name: "Túi còn lại", stock: [2, 2] });

    // Stock put back (a cancellation) comes without it: the product is read again.
    shop.changes.committed({ kind: "stock_changed", productIds: [sold.id] });
    expect(await shown(service.getProductJson(sold.id))).toEqual({ name: "Đọc lại", stock: [2, 2] });
  });

  // Only PostgreSQL lets another request read between the change and the commit: PGlite's one
  // connection makes every other statement wait for the transaction to end.
  it.runIf(kind === "postgres")(
    "forgets a page read between an order's stock and its commit, once the order has committed",
    async () => {
      const bag = await shop.products.createProduct(
        productInput({ name: "Túi giữa chừng", variations: [{ color: "#000000", images: [], stock: 4 }] }),
      );
      const stock = async () =>
        JSON.parse((await service.getProductJson(bag.id)).toString()).variations[0].stock;
      await database.db.transaction(async (tx) => {
        await takeStock(tx, [{ productId: bag.id, color: "#000000", quantity: 1 }]);
        // Another shopper's request, outside the order's transaction, before it commits.
        expect(await stock()).toBe(4);
      });
      shop.changes.committed({ kind: "stock_changed", productIds: [bag.id] });
      expect(await stock()).toBe(3);
    },
  );

  it("answers a product saved a moment ago even while a catch-up that began after the save is still reading the log", async () => {
    const saved = await shop.products.createProduct(
      productInput({
        name: "Túi vừa lưu",
        category: "Handbag",
        variations: [{ color: "#000000", images: [], stock: 2 }],
      }),
    );
    // The catch-up every second, starting between the save and the shopper's request.
    const catchingUp = service.start();
    try {
      expect(await names({ category: "Handbag" })).toContain(saved.name);
    } finally {
      await catchingUp;
      service.stop();
    }
  });

  it("keeps its cached answers when a busy shop's sales fill the change log faster than one catch-up reads it", async () => {
    await service.start();
    const busy = await shop.products.createProduct(
      productInput({
        name: "Túi bán chạy",
        category: "Handbag",
        variations: [{ color: "#000000", images: [], stock: 90 }],
      }),
    );
    expect(await names({ q: "zephyra" })).toEqual([]);
    // Written behind the service's back: found only if the whole catalogue is read again.
    await insertProduct(database.db, productInput({ name: "Ví Zephyra", category: "Handbag" }), { now });
    // More sales within the last seconds than one catch-up reads (another instance's, say), all
    // of one bag; then one of them really takes its stock.
    await database.db.execute(
      sql`insert into catalogue_changes (kind, product_ids) select 'stock_changed', array[${busy.id}::uuid] from generate_series(1, 6000)`,
    );
    await takeStock(database.db, [{ productId: busy.id, color: "#000000", quantity: 1 }]);
    await database.db.execute(
      sql`insert into catalogue_changes (kind, product_ids) values ('stock_changed', array[${busy.id}::uuid])`,
    );
    await service.start();
    service.stop();
    // The bag's own answer is read again; the rest of the catalogue stays as it was kept.
    expect(JSON.parse((await service.getProductJson(busy.id)).toString()).variations[0].stock).toBe(89);
    expect(await names({ q: "zephyra" })).toEqual([]);
  });

  it("answers nothing for a query with no searchable words", async () => {
    expect(await names({ q: "%%" })).toEqual([]);
  });

  it("refuses to update or delete a product that does not exist", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    await expect(
      shop.products.updateProduct(missing, { ...productInput(), version: 1 }),
    ).rejects.toMatchObject({ code: "product_not_found", status: 404 });
    await expect(shop.products.deleteProduct(missing)).rejects.toMatchObject({ status: 404 });
  });

  it("keeps a product's JSON past the pages' time to live until a change names it, a minute at most", async () => {
    const kept = await shop.products.createProduct(productInput({ name: "Túi giữ lâu" }));
    const productName = async () => JSON.parse((await service.getProductJson(kept.id)).toString()).name;
    expect(await productName()).toBe("Túi giữ lâu");
    // Renamed behind the service's back: the name shows whether the product was read again.
    await database.db.execute(sql`update products set name = 'Đọc lại' where id = ${kept.id}`);
    // Past twice the pages' 5 s the product is still not read again: the change events keep it true.
    now = new Date(now.getTime() + 11_000);
    expect(await productName()).toBe("Túi giữ lâu");
    shop.changes.committed({ kind: "product_saved", productIds: [kept.id] });
    expect(await productName()).toBe("Đọc lại");
    // A write nobody published is seen within twice the product's time to live all the same.
    await database.db.execute(sql`update products set name = 'Sau một phút' where id = ${kept.id}`);
    now = new Date(now.getTime() + 120_000);
    expect(await productName()).toBe("Sau một phút");
  });
});
