import { describe, expect, it } from "vitest";
import { parseProductListParams, productListRequestKey, type QueryParams } from "./initial-data";

/** `a=1&b=2` as the list reads it (this package has no DOM or Node types, so no URLSearchParams). */
function query(text: string): QueryParams {
  const pairs = new Map(text.split("&").map((pair) => pair.split("=") as [string, string]));
  return { get: (name) => pairs.get(name) ?? null };
}

describe("productListRequestKey", () => {
  it("is the same for requests the API answers alike, its defaults filled in", () => {
    expect(productListRequestKey({})).toBe(
      productListRequestKey({ category: null, sort: "newest", page: 1, limit: 24 }),
    );
    expect(productListRequestKey({ category: undefined, limit: 24 })).toBe(
      productListRequestKey({ page: 1 }),
    );
  });

  it("is the same whatever the order of the filters", () => {
    expect(productListRequestKey({ filters: { colors: "black", onSale: "true" } })).toBe(
      productListRequestKey({ filters: { onSale: "true", colors: "black" } }),
    );
  });

  it("differs when the category, the order, the page, the size, the filters or the counts differ", () => {
    const keys = [
      {},
      { category: "Handbag" as const },
      { sort: "price_asc" as const },
      { page: 2 },
      { limit: 8 },
      { filters: { colors: "black" } },
      { filters: { colors: "brown" } },
      { facets: true },
    ].map(productListRequestKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("parseProductListParams", () => {
  it("reads the category, the order and the page of the address", () => {
    expect(parseProductListParams(query("category=Handbag&sort=price_desc&page=4"))).toEqual({
      category: "Handbag",
      sort: "price_desc",
      page: 4,
    });
  });

  it("falls back to the defaults for values the API would refuse", () => {
    expect(parseProductListParams(query("category=Shoes&sort=x&page=0"))).toEqual({
      category: null,
      sort: "newest",
      page: 1,
    });
  });
});
