import { describe, expect, it } from "vitest";
import { productListQuerySchema, promotionSchema, stockToSave } from "./catalogue";
import { isValidDiscount } from "./constants";

describe("the product list query", () => {
  it("fills in the first page of 24 products, and leaves the order to the service (newest first, a search's best match)", () => {
    expect(productListQuerySchema.parse({})).toEqual({ page: 1, limit: 24 });
  });

  it("reads the filters: colours by name or code, material keys, prices and flags", () => {
    expect(
      productListQuerySchema.parse({
        colors: "black,7B4A2D,#e3d3b5",
        materials: "Da bò thật",
        minPrice: "500000",
        maxPrice: "999999",
        onSale: "true",
        inStock: "false",
        facets: "true",
        sort: "relevance",
      }),
    ).toMatchObject({
      colors: ["#000000", "#7b4a2d", "#e3d3b5"],
      materials: ["da-bo-that"],
      minPrice: 500_000,
      maxPrice: 999_999,
      onSale: true,
      inStock: false,
      facets: true,
      sort: "relevance",
    });
  });

  it("reads numbers from the query string", () => {
    expect(productListQuerySchema.parse({ page: "3", limit: "100" })).toMatchObject({ page: 3, limit: 100 });
  });

  it("refuses limits outside 1..100 and pages below 1", () => {
    for (const query of [
      { limit: "0" },
      { limit: "101" },
      { limit: "abc" },
      { page: "0" },
      { page: "1.5" },
    ]) {
      expect(productListQuerySchema.safeParse(query).success).toBe(false);
    }
  });

  it("refuses an unknown category, sort or parameter", () => {
    for (const query of [{ category: "Shoes" }, { sort: "cheapest" }, { color: "red" }]) {
      expect(productListQuerySchema.safeParse(query).success).toBe(false);
    }
  });

  it("reads a batch of ids and refuses malformed ones", () => {
    const id = "0b7f6b0e-3a51-4a38-9a55-0e8f3b7c2d11";
    expect(productListQuerySchema.parse({ ids: `${id},${id}` }).ids).toEqual([id, id]);
    expect(productListQuerySchema.safeParse({ ids: "1,2" }).success).toBe(false);
  });
});

describe("a promotion's discount", () => {
  const dates = { startDate: "2026-11-01T00:00:00+07:00", endDate: "2026-11-30T23:59:59+07:00" };

  it("is a whole percentage from 1 to 90, for the form and the API alike", () => {
    for (const discount of [1, 45, 90]) {
      expect(isValidDiscount(discount)).toBe(true);
      expect(promotionSchema.safeParse({ discount, ...dates }).success).toBe(true);
    }
    for (const discount of [0, 91, 12.5, -5]) {
      expect(isValidDiscount(discount)).toBe(false);
      expect(promotionSchema.safeParse({ discount, ...dates }).success).toBe(false);
    }
  });
});

describe("a colour's stock as an edit sends it", () => {
  it("leaves an untouched figure to the orders, sends a typed one with the figure it replaces", () => {
    expect(stockToSave(5, 5)).toEqual({});
    expect(stockToSave(8, 5)).toEqual({ stock: 8, stockSeen: 5 });
    expect(stockToSave(0, 3)).toEqual({ stock: 0, stockSeen: 3 });
  });

  it("sends a new colour's figure as typed", () => {
    expect(stockToSave(4, undefined)).toEqual({ stock: 4 });
  });
});
