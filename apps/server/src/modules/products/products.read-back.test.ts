import { type Product, type ProductPage, productTranslationsSchema } from "@shop/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signIn } from "../../test/admin-fixtures";
import { createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";
import { findProductById, findProductsByIds } from "./products.repository";

/**
 * A bag is read back the way it was saved, whichever way a shopper meets it: its page, the cart's
 * batch by ids, and a search's results all read the row and its colours from the database
 * (products.repository.ts), and none may drop or reshape a field: texts in other languages, the
 * promotion's dates, sizes left empty, the colours in the owner's order with their stock.
 */
describe.each(TEST_DATABASE_KINDS)("a product read back, on %s", (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let saved: Product;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signIn(t, { role: "admin" });
    const created = await t.app.inject({
      method: "POST",
      url: "/api/products",
      headers: admin.headers,
      payload: productInput({
        name: "Túi đeo chéo Hội An",
        description: ["Da bò thật", 'Dây đeo "bản to" \\ điều chỉnh được'],
        translations: productTranslationsSchema.parse({
          en: { name: "Hoi An crossbody bag" },
          jp: { name: "ホイアン ショルダー" },
        }),
        promotion: {
          discount: 15,
          startDate: "2026-01-01T00:00:00.000Z",
          endDate: "2099-12-31T23:59:59.000Z",
        },
        weightGrams: 450,
        variations: [
          { color: "#5d4037", images: ["/media/products/x/5d4037/cover/front-960.webp"], stock: 3 },
          { color: "#000000", images: [], stock: 0 },
          { color: "#f5f5dc", images: ["/media/products/x/f5f5dc/cover/front-960.webp"], stock: 12 },
        ],
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    saved = created.json<Product>();
  });
  afterAll(() => t?.close());

  it("shows every field as saved on its page, in the cart's batch and in a search", async () => {
    expect(saved).toMatchObject({
      translations: { en: { name: "Hoi An crossbody bag" }, jp: { name: "ホイアン ショルダー" } },
      promotion: { discount: 15, startDate: "2026-01-01T00:00:00.000Z", endDate: "2099-12-31T23:59:59.000Z" },
      weightGrams: 450,
      lengthCm: null,
      variations: [
        { color: "#5d4037", stock: 3 },
        { color: "#000000", images: [], stock: 0 },
        { color: "#f5f5dc", stock: 12 },
      ],
    });

    const page = await t.app.inject({ url: `/api/products/${saved.id}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<Product>()).toEqual(saved);

    const batch = await t.app.inject({ url: `/api/products?ids=${saved.id}` });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json<ProductPage>().items).toEqual([saved]);

    const search = await t.app.inject({ url: `/api/products?q=${encodeURIComponent("Hội An")}` });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json<ProductPage>().items).toEqual([saved]);

    // A list page reads its rows another way (findProductPage): the same product, field for field.
    const list = await t.app.inject({ url: "/api/products?category=Handbag" });
    expect(list.statusCode, list.body).toBe(200);
    expect(JSON.stringify(list.json<ProductPage>().items[0])).toBe(JSON.stringify(page.json()));
  });

  it("reads a time kept to the microsecond as JavaScript writes it, to the millisecond", async () => {
    await t.db.execute(
      sql`update products set created_at = '2026-03-04 05:06:07.891999+00',
        promotion_start = '2026-01-01 00:00:00.000999+07', updated_at = '2026-03-04 23:59:59.999999+00'
        where id = ${saved.id}`,
    );
    const [read] = await findProductsByIds(t.db, [saved.id]);
    const single = await findProductById(t.db, saved.id);
    for (const product of [read, single]) {
      expect(product?.createdAt).toBe("2026-03-04T05:06:07.891Z");
      expect(product?.updatedAt).toBe("2026-03-04T23:59:59.999Z");
      expect(product?.promotion?.startDate).toBe("2025-12-31T17:00:00.000Z");
    }
  });
});
