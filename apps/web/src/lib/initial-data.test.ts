import type { CategoryCount, Product, ProductPage } from "@shop/shared";
import { afterEach, describe, expect, it } from "vitest";
import {
  initialCategories,
  initialProduct,
  initialProductList,
  readInitialData,
  resetInitialData,
} from "./initial-data";

const PRODUCT = { id: "0b9f5f3e-4a7c-4b8e-9d1a-2c3e4f5a6b7c", name: "Túi A" } as Product;

function pageWith(scriptText: string | null): Document {
  const doc = document.implementation.createHTMLDocument("");
  if (scriptText !== null) {
    const script = doc.createElement("script");
    script.id = "initial-data";
    script.type = "application/json";
    script.textContent = scriptText;
    doc.body.append(script);
  }
  return doc;
}

afterEach(() => resetInitialData());

describe("initial data from the server", () => {
  it("reads the product the server put into the page", () => {
    expect(readInitialData(pageWith(JSON.stringify({ product: PRODUCT })))).toEqual({ product: PRODUCT });
  });

  it("is empty without the script or when it is unreadable", () => {
    expect(readInitialData(pageWith(null))).toEqual({});
    expect(readInitialData(pageWith("{not json"))).toEqual({});
    expect(readInitialData(pageWith("42"))).toEqual({});
  });

  it("gives the product only to the page of that product", () => {
    const doc = pageWith(JSON.stringify({ product: PRODUCT }));
    expect(initialProduct("11111111-2222-4333-8444-555555555555", doc)).toBeUndefined();
    expect(initialProduct(PRODUCT.id.toUpperCase(), doc)).toEqual(PRODUCT);
  });
});

describe("the home page's and the product list's data from the server", () => {
  const PAGE = { items: [PRODUCT], total: 1, page: 1, limit: 24 } as unknown as ProductPage;
  const CATEGORIES: CategoryCount[] = [{ name: "Handbag", count: 1 }];

  it("gives a list only to the request it answers, the API's defaults filled in", () => {
    const doc = pageWith(
      JSON.stringify({
        productLists: [{ request: { category: null, sort: "newest", page: 1, limit: 24 }, page: PAGE }],
      }),
    );
    expect(initialProductList({ category: undefined, sort: "newest", page: 1, limit: 24 }, doc)).toEqual(
      PAGE,
    );
    expect(initialProductList({}, doc)).toEqual(PAGE);
    expect(initialProductList({ page: 2 }, doc)).toBeUndefined();
    expect(initialProductList({ category: "Handbag" }, doc)).toBeUndefined();
    expect(initialProductList({ sort: "price_asc" }, doc)).toBeUndefined();
  });

  it("never answers a search with a list", () => {
    const doc = pageWith(JSON.stringify({ productLists: [{ request: {}, page: PAGE }] }));
    expect(initialProductList({ q: "túi" }, doc)).toBeUndefined();
  });

  it("gives the categories it was sent, and nothing when it was sent none or something else", () => {
    expect(initialCategories(pageWith(JSON.stringify({ categories: CATEGORIES })))).toEqual(CATEGORIES);
    resetInitialData();
    expect(initialCategories(pageWith(JSON.stringify({ categories: "x", productLists: 3 })))).toBeUndefined();
    expect(initialProductList({}, pageWith("{}"))).toBeUndefined();
  });
});
