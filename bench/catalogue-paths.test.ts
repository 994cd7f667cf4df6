import { describe, expect, it } from "vitest";
import { cartLinesPath, listPath, productPath } from "./catalogue-paths";

describe("the list pages' calls", () => {
  it("asks what the shop's product list page asks: its sort, the page of 24, the filters' counts, the language", () => {
    // apps/web/src/features/catalog/products-page.tsx through entities/product/product-api.ts.
    const first = new URL(listPath({ page: 1 }), "http://shop.test");
    expect(first.pathname).toBe("/api/products");
    expect(Object.fromEntries(first.searchParams)).toEqual({
      sort: "newest",
      page: "1",
      limit: "24",
      facets: "true",
      lang: "vi",
    });
    const category = new URL(
      listPath({ category: "Shoulder Bag", sort: "price_asc", page: 3 }),
      "http://shop.test",
    );
    expect(Object.fromEntries(category.searchParams)).toEqual({
      category: "Shoulder Bag",
      sort: "price_asc",
      page: "3",
      limit: "24",
      facets: "true",
      lang: "vi",
    });
  });

  it("asks for a product and the cart's lines as the product page and the cart do, in the language on screen", () => {
    const id = "0b9c6a35-1c0d-4a51-9d1e-2f0f5c1f8a10";
    expect(productPath(id)).toBe(`/api/products/${id}?lang=vi`);
    const lines = new URL(cartLinesPath([id, id.replace("0b", "1c")]), "http://shop.test");
    expect(Object.fromEntries(lines.searchParams)).toEqual({
      ids: `${id},${id.replace("0b", "1c")}`,
      limit: "2",
      lang: "vi",
    });
  });
});
