import { type ProductPage, productListQuerySchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { OpenedDatabase } from "../../db/client";
import { productInput } from "../../test/test-app";
import { openTestDatabase, TEST_DATABASE_KINDS } from "../../test/test-database";
import { insertProduct } from "./products.repository";
import { createProductService, type ProductService } from "./products.service";

/**
 * The in-memory search index (search-index.ts) answers like the SQL it replaced. An instance sees
 * its own writes in its next search, and anyone else's within SEARCH_SYNC_MS: two services on one
 * database stand for two instances; a write straight in SQL for a backfill or psql.
 */
describe.each(TEST_DATABASE_KINDS)("search index on %s", (kind) => {
  let database: OpenedDatabase;
  let first: ProductService;
  let second: ProductService;
  const start = Date.parse("2025-01-01T00:00:00Z");
  const SEARCH_SYNC_MS = 1_000;
  let now = start;
  /** Long enough for every instance to read the change log again: a search starts it, in the background. */
  const waitForTheNextSync = async () => {
    now += SEARCH_SYNC_MS;
    for (const service of [first, second]) {
      await names(service, "bắt đầu");
      await service.warmSearchIndex();
    }
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // The response cache is off: what is measured here is the index, not the cache's lifetime.
    const options = { db: database.db, cacheTtlMs: 0, searchSyncIntervalMs: SEARCH_SYNC_MS };
    first = createProductService({ ...options, clock: () => new Date(now) });
    second = createProductService({ ...options, clock: () => new Date(now) });
  });
  afterAll(() => database?.close());

  async function search(service: ProductService, query: Record<string, string>): Promise<ProductPage> {
    return JSON.parse((await service.listProductsJson(productListQuerySchema.parse(query))).toString());
  }
  const names = async (service: ProductService, q: string, extra: Record<string, string> = {}) =>
    (await search(service, { q, ...extra })).items.map((product) => product.name);

  it("finds its own writes at once, whenever its index was last brought up to date", async () => {
    expect(await names(first, "can tho")).toEqual([]);
    const created = await first.createProduct(productInput({ name: "Túi Cần Thơ" }));
    expect(await names(first, "can tho")).toEqual(["Túi Cần Thơ"]);
    await first.updateProduct(created.id, {
      ...productInput({ name: "Túi Vinh" }),
      version: created.version,
    });
    expect(await names(first, "can tho")).toEqual([]);
    expect(await names(first, "vinh")).toEqual(["Túi Vinh"]);
    await first.deleteProduct(created.id);
    expect(await names(first, "vinh")).toEqual([]);
  });

  it("finds a product another instance has just created, changed or deleted", async () => {
    expect(await names(second, "saigon")).toEqual([]);
    const created = await first.createProduct(productInput({ name: "Túi Sài Gòn" }));
    await waitForTheNextSync();
    expect(await names(second, "sai gon")).toEqual(["Túi Sài Gòn"]);
    await first.updateProduct(created.id, {
      ...productInput({ name: "Túi Đà Lạt" }),
      version: created.version,
    });
    await waitForTheNextSync();
    expect(await names(second, "sai gon")).toEqual([]);
    expect(await names(second, "da lat")).toEqual(["Túi Đà Lạt"]);
    await first.deleteProduct(created.id);
    await waitForTheNextSync();
    expect(await names(second, "da lat")).toEqual([]);
  });

  it("sees another instance's write within the sync interval, not before (one statement a search)", async () => {
    expect(await names(second, "phu quoc")).toEqual([]);
    await first.createProduct(productInput({ name: "Túi Phú Quốc" }));
    now += SEARCH_SYNC_MS - 1;
    expect(await names(second, "phu quoc")).toEqual([]);
    now += 1;
    await vi.waitFor(async () => expect(await names(second, "phu quoc")).toEqual(["Túi Phú Quốc"]));
  });

  it("sees writes made straight in the database", async () => {
    const product = await insertProduct(database.db, productInput({ name: "Ví Hội An" }), {
      now: new Date(start),
    });
    await waitForTheNextSync();
    expect(await names(first, "hoi an")).toEqual(["Ví Hội An"]);
    await database.db.execute(
      sql`update products set name = 'Ví Huế', search_text = 'vi hue' where id = ${product.id}`,
    );
    await waitForTheNextSync();
    expect(await names(first, "hoi an")).toEqual([]);
    expect(await names(first, "hue")).toEqual(["Ví Huế"]);
    await database.db.execute(sql`delete from products where id = ${product.id}`);
    await waitForTheNextSync();
    expect(await names(first, "hue")).toEqual([]);
  });

  it("orders, pages and counts like the list, with the category as a filter", async () => {
    for (const [index, price] of [700_000, 300_000, 500_000, 300_000].entries()) {
      await insertProduct(
        database.db,
        productInput({
          name: `Túi Nova ${index}`,
          price,
          category: index === 3 ? "Shoulder Bag" : "Handbag",
        }),
        { now: new Date(start + index * 60_000) },
      );
    }
    await waitForTheNextSync();
    expect(await names(first, "nova")).toEqual(["Túi Nova 3", "Túi Nova 2", "Túi Nova 1", "Túi Nova 0"]);
    const cheapest = await search(first, { q: "nova", sort: "price_asc", limit: "2", page: "1" });
    // Equal prices keep the id order of the SQL list (products.repository.ts sortOrder).
    expect(cheapest.items.map((product) => product.price)).toEqual([300_000, 300_000]);
    expect(cheapest.total).toBe(4);
    const dearest = await search(first, { q: "nova", sort: "price_desc", limit: "2", page: "2" });
    expect(dearest.items.map((product) => product.price)).toEqual([300_000, 300_000]);
    expect(dearest.items.map((product) => product.id).reverse()).toEqual(
      cheapest.items.map((product) => product.id),
    );
    const handbags = await search(first, { q: "nova", category: "Handbag" });
    expect(handbags.items.map((product) => product.name)).toEqual(["Túi Nova 2", "Túi Nova 1", "Túi Nova 0"]);
    expect(handbags.total).toBe(3);
    expect(await names(first, "nova 3")).toEqual(["Túi Nova 3"]);
    expect(await names(first, "nova", { page: "2", limit: "3" })).toEqual(["Túi Nova 0"]);
  });

  it("matches a word inside a longer one, as LIKE did, and needs every word", async () => {
    await insertProduct(database.db, productInput({ name: "Túi Baguette hồng" }), { now: new Date(start) });
    await waitForTheNextSync();
    expect(await names(first, "guett")).toEqual(["Túi Baguette hồng"]);
    expect(await names(first, "gu")).toEqual(["Túi Baguette hồng"]);
    expect(await names(first, "guette ho")).toEqual(["Túi Baguette hồng"]);
    expect(await names(first, "guette xyz")).toEqual([]);
  });
});
