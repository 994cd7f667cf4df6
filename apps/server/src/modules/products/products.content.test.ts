import type { ApiErrorBody, PlacedOrder, Product, ProductPage } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signIn } from "../../test/admin-fixtures";
import { createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";

/**
 * A bag written in four languages: the shopper reads it in theirs (what a translation leaves
 * empty, in Vietnamese), finds it by its name in any of them, and keeps the name they read on
 * the order.
 */
describe.each(TEST_DATABASE_KINDS)("product content in four languages, on %s", (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let bag: Product;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signIn(t, { role: "admin" });
    const created = await t.app.inject({
      method: "POST",
      url: "/api/products",
      headers: admin.headers,
      payload: productInput({
        name: "Túi tote Phố Cổ",
        description: ["Da bò thật", "Vừa laptop 14 inch"],
        material: "Da bò",
        promotionText: "Quà Tết cho người thương",
        translations: {
          en: {
            name: "Old Quarter Tote",
            description: ["Genuine cowhide", "Fits a 14-inch laptop"],
            material: "",
            careInstructions: "",
            promotionText: "A Tet gift for someone dear",
          },
          jp: {
            name: "旧市街トートバッグ",
            description: [],
            material: "",
            careInstructions: "",
            promotionText: "",
          },
          kr: {
            name: "올드쿼터 토트백",
            description: [],
            material: "",
            careInstructions: "",
            promotionText: "",
          },
        },
        variations: [{ color: "#1a1a1a", images: [], stock: 5 }],
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    bag = created.json<Product>();
  });
  afterAll(() => t?.close());

  const read = async (lang?: string) => {
    const response = await t.app.inject({ url: `/api/products/${bag.id}${lang ? `?lang=${lang}` : ""}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Product>();
  };
  const search = async (q: string, lang = "vi") =>
    (
      await t.app.inject({ url: `/api/products?q=${encodeURIComponent(q)}&lang=${lang}` })
    ).json<ProductPage>();

  it("answers the product in the shopper's language, Vietnamese where a translation is empty", async () => {
    const english = await read("en");
    expect(english).toMatchObject({
      name: "Old Quarter Tote",
      description: ["Genuine cowhide", "Fits a 14-inch laptop"],
      material: "Da bò",
      promotionText: "A Tet gift for someone dear",
      translations: {},
    });
    expect(await read("jp")).toMatchObject({
      name: "旧市街トートバッグ",
      description: ["Da bò thật", "Vừa laptop 14 inch"],
    });
    expect((await read("vi")).name).toBe("Túi tote Phố Cổ");
  });

  it("gives the administrator (no language asked) the Vietnamese and every translation", async () => {
    const product = await read();
    expect(product.name).toBe("Túi tote Phố Cổ");
    expect(product.translations.en?.name).toBe("Old Quarter Tote");
    expect(product.translations.kr?.name).toBe("올드쿼터 토트백");
  });

  it("lists products in the language asked for", async () => {
    const page = (await t.app.inject({ url: "/api/products?lang=kr" })).json<ProductPage>();
    expect(page.items.find((item) => item.id === bag.id)?.name).toBe("올드쿼터 토트백");
  });

  it("finds the bag by its name in any of the four languages", async () => {
    for (const [query, lang] of [
      ["pho co", "vi"],
      ["old quarter", "en"],
      ["旧市街", "jp"],
      ["토트백", "kr"],
    ] as const) {
      const found = await search(query, lang);
      expect(
        found.items.map((item) => item.id),
        query,
      ).toContain(bag.id);
    }
  });

  it("refuses a language the shop does not have, in the body and in the query", async () => {
    const body = await t.app.inject({
      method: "PUT",
      url: `/api/products/${bag.id}`,
      headers: admin.headers,
      payload: { ...productInput(), version: bag.version, translations: { fr: { name: "Sac" } } },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json<ApiErrorBody>().error.code).toBe("validation_failed");
    expect((await t.app.inject({ url: `/api/products/${bag.id}?lang=fr` })).statusCode).toBe(400);
    expect((await read()).name).toBe("Túi tote Phố Cổ");
  });

  it("keeps on the order line the name the shopper read", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: {
        paymentMethod: "cod",
        language: "en",
        customerInfo: {
          fullName: "Jane Doe",
          phone: "0912345678",
          email: "jane@example.com",
          address: "1 Tràng Tiền",
          provinceCode: 1,
          wardCode: 70,
        },
        items: [{ productId: bag.id, color: "#1a1a1a", quantity: 1 }],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<PlacedOrder>().items[0]?.name).toBe("Old Quarter Tote");
  });
});
