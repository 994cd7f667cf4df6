import { describe, expect, it } from "vitest";
import { isPagePath, pagePath, productPagePath } from "./routes";

describe("page paths", () => {
  it("fills in route parameters", () => {
    expect(pagePath("product", { id: "abc" })).toBe("/products/abc");
  });

  it("opens a product's page at the colour a search named", () => {
    expect(productPagePath("abc")).toBe("/products/abc");
    expect(productPagePath("abc", "#D32F2F")).toBe("/products/abc?color=d32f2f");
    expect(productPagePath("abc", "#123abc")).toBe("/products/abc?color=123abc");
  });

  it("knows the shop's pages and nothing else", () => {
    for (const path of ["/", "/products", "/products/abc", "/admin/edit/x", "/privacy", "/cart/"]) {
      expect(isPagePath(path)).toBe(true);
    }
    for (const path of ["/nope", "/products/a/b", "/admin/edit", "/api/products"]) {
      expect(isPagePath(path)).toBe(false);
    }
  });
});
