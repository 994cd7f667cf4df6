import { describe, expect, it } from "vitest";
import { pageCount, parseProductListParams, productListSearch } from "./product-list-params";

describe("parseProductListParams", () => {
  it("reads category, sort and page from the URL", () => {
    expect(
      parseProductListParams(new URLSearchParams("category=Shoulder+Bag&sort=price_asc&page=3")),
    ).toEqual({
      category: "Shoulder Bag",
      sort: "price_asc",
      page: 3,
    });
  });

  it("uses the defaults when nothing is given", () => {
    expect(parseProductListParams(new URLSearchParams())).toEqual({
      category: null,
      sort: "newest",
      page: 1,
    });
  });

  it("falls back to the defaults for values the API would refuse", () => {
    expect(parseProductListParams(new URLSearchParams("category=Shoes&sort=cheapest&page=-2"))).toEqual({
      category: null,
      sort: "newest",
      page: 1,
    });
    expect(parseProductListParams(new URLSearchParams("page=1.5")).page).toBe(1);
    expect(parseProductListParams(new URLSearchParams("page=abc")).page).toBe(1);
    expect(parseProductListParams(new URLSearchParams("page=999999999")).page).toBe(1);
  });
});

describe("productListSearch", () => {
  it("leaves the defaults out, so the plain list stays /products", () => {
    expect(productListSearch({ category: null, sort: "newest", page: 1 }).toString()).toBe("");
  });

  it("writes what a shopper chose, and reads back the same", () => {
    const params = { category: "Crossbody Bag", sort: "price_desc", page: 2 } as const;
    const search = productListSearch(params);
    expect(search.toString()).toBe("category=Crossbody+Bag&sort=price_desc&page=2");
    expect(parseProductListParams(search)).toEqual(params);
  });
});

describe("pageCount", () => {
  it("rounds up and never says zero pages", () => {
    expect(pageCount(48, 24)).toBe(2);
    expect(pageCount(49, 24)).toBe(3);
    expect(pageCount(0, 24)).toBe(1);
  });
});
