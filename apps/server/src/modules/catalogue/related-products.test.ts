import { type ApiErrorBody, type Product, relatedProductsSchema } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClientAddress } from "../../test/auth-helpers";
import { CHECKOUT_CUSTOMER, createTestApp, productInput, type TestApp } from "../../test/test-app";
import { TEST_DATABASE_KINDS } from "../../test/test-database";

describe.each(TEST_DATABASE_KINDS)("related products on %s", (kind) => {
  let t: TestApp;
  let bag: Product;
  const names = async (id: string, lang = "") =>
    relatedProductsSchema
      .parse((await t.app.inject({ method: "GET", url: `/api/products/${id}/related${lang}` })).json())
      .items.map((item) => item.name);

  beforeAll(async () => {
    t = await createTestApp(kind);
    const make = (name: string, overrides: Parameters<typeof productInput>[0]) =>
      t.products.createProduct(productInput({ name, ...overrides }));
    // Oldest first: "newest first" breaks ties among equals.
    await make("Balo khác hẳn", {
      category: "Shoulder Bag",
      material: "Vải",
      variations: [{ color: "#1565c0", images: [], stock: 5 }],
    });
    await make("Túi cùng loại hết hàng", {
      material: "Da bò",
      variations: [{ color: "#d32f2f", images: [], stock: 0 }],
    });
    await make("Ví cùng da", {
      category: "Accessories",
      material: "Da bò",
      variations: [{ color: "#000000", images: [], stock: 5 }],
    });
    await make("Túi cùng loại, cùng da, cùng màu", {
      material: "Da bò",
      variations: [{ color: "#d32f2f", images: [], stock: 2 }],
      translations: {
        en: { name: "Same bag", description: [], material: "", careInstructions: "", promotionText: "" },
      },
    });
    await make("Túi cùng loại", {
      material: "Vải",
      variations: [{ color: "#1565c0", images: [], stock: 5 }],
    });
    bag = await make("Túi xem", {
      material: "Da bò",
      variations: [{ color: "#d32f2f", images: [], stock: 5 }],
    });
  });
  afterAll(() => t?.close());

  it("puts the most alike first, those in stock before the sold out, never the product itself", async () => {
    expect(await names(bag.id)).toEqual([
      "Túi cùng loại, cùng da, cùng màu",
      "Túi cùng loại",
      "Ví cùng da",
      "Balo khác hẳn",
      "Túi cùng loại hết hàng",
    ]);
    expect((await names(bag.id, "?lang=en"))[0]).toBe("Same bag");
  });

  it("moves a product that sold out behind those in stock, on the cached answer too", async () => {
    const [first] = relatedProductsSchema.parse(
      (await t.app.inject({ method: "GET", url: `/api/products/${bag.id}/related` })).json(),
    ).items;
    if (!first) throw new Error("no related product");
    const ordered = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      remoteAddress: testClientAddress(),
      payload: {
        paymentMethod: "cod",
        customerInfo: CHECKOUT_CUSTOMER,
        items: [{ productId: first.id, color: "#d32f2f", quantity: 2 }],
      },
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const after = await names(bag.id);
    expect(after.indexOf(first.name)).toBeGreaterThan(after.indexOf("Balo khác hẳn"));
  });

  it("answers 404 for an unknown product and 400 for a malformed id", async () => {
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/products/00000000-0000-4000-8000-000000000000/related",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiErrorBody>().error.code).toBe("product_not_found");
    expect((await t.app.inject({ method: "GET", url: "/api/products/abc/related" })).statusCode).toBe(400);
  });
});
