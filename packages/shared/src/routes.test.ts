import { describe, expect, it } from "vitest";
import { isPagePath, pagePath } from "./routes";

describe("page paths", () => {
  it("fills in route parameters", () => {
    expect(pagePath("product", { id: "abc" })).toBe("/products/abc");
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
