import { describe, expect, it } from "vitest";
import { cartLinesPath, listPath, productPath, searchPath } from "./catalogue-paths";

/** A call's address and its parameters, as the server reads them. */
function callOf(path: string): { pathname: string; params: Record<string, string> } {
  const url = new URL(path, "http://shop.test");
  return { pathname: url.pathname, params: Object.fromEntries(url.searchParams) };
}

/** What every list and search page adds (apps/web/src/entities/product/product-api.ts). */
const PAGE = { limit: "24", facets: "true", lang: "vi" };

describe("the storefront's calls, as the bench makes them", () => {
  it("asks for a search as the search page does: the words, page 1, its filters' counts, the language", () => {
    // apps/web/src/features/search/search-page.tsx
    expect(callOf(searchPath({ words: ["túi", "đeo", "vai"], category: null }))).toEqual({
      pathname: "/api/products",
      params: { q: "túi đeo vai", page: "1", ...PAGE },
    });
    expect(callOf(searchPath({ words: ["ví"], category: "Accessories", page: 2 })).params).toEqual({
      q: "ví",
      category: "Accessories",
      page: "2",
      ...PAGE,
    });
  });

  it("asks for a list as the product list page does: its category, its sort, the page", () => {
    // apps/web/src/features/catalog/products-page.tsx
    expect(callOf(listPath({ page: 1 }))).toEqual({
      pathname: "/api/products",
      params: { sort: "newest", page: "1", ...PAGE },
    });
    expect(callOf(listPath({ category: "Shoulder Bag", sort: "price_asc", page: 3 })).params).toEqual({
      category: "Shoulder Bag",
      sort: "price_asc",
      page: "3",
      ...PAGE,
    });
  });

  it("asks for a product and the cart's lines as the product page and the cart do, in the language on screen", () => {
    const id = "0b9c6a35-1c0d-4a51-9d1e-2f0f5c1f8a10";
    const other = "1c9c6a35-1c0d-4a51-9d1e-2f0f5c1f8a10";
    expect(productPath(id)).toBe(`/api/products/${id}?lang=vi`);
    expect(callOf(cartLinesPath([id, other])).params).toEqual({
      ids: `${id},${other}`,
      limit: "2",
      lang: "vi",
    });
  });
});
