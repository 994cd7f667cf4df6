import { describe, expect, it } from "vitest";
import {
  catalogueFilterParams,
  colourParam,
  materialKey,
  NO_CATALOGUE_FILTERS,
  PRICE_BANDS,
  parseCatalogueFilters,
  parseColourParam,
  priceBandOf,
} from "./catalogue-filters";

/** `a=1&b=2` as the pages read it (this package has no DOM or Node types, so no URLSearchParams). */
function query(text: string) {
  const pairs = new Map(
    text
      .split("&")
      .filter(Boolean)
      .map((pair) => pair.split("=").map(decodeURIComponent) as [string, string]),
  );
  return { get: (name: string) => pairs.get(name) ?? null };
}

describe("the filters in the URL", () => {
  it("names a shop colour by its English name and any other by its code", () => {
    expect(colourParam("#000000")).toBe("black");
    expect(colourParam("#12AB34")).toBe("12ab34");
    expect(parseColourParam("Black")).toBe("#000000");
    expect(parseColourParam("12AB34")).toBe("#12ab34");
    expect(parseColourParam("#12ab34")).toBe("#12ab34");
    expect(parseColourParam("purple")).toBeNull();
  });

  it("keys a material by its words without accents", () => {
    expect(materialKey("Da bò thật")).toBe("da-bo-that");
    expect(materialKey(" DA BÒ  THẬT ")).toBe("da-bo-that");
  });

  it("reads what it writes, and leaves out values a shopper could not have chosen", () => {
    const filters = {
      colors: ["#000000", "#7b4a2d"],
      materials: ["da-bo-that"],
      minPrice: 500_000,
      maxPrice: 999_999,
      onSale: true,
      inStock: true,
    };
    const params = catalogueFilterParams(filters);
    expect(params).toEqual({
      colors: "black,brown",
      materials: "da-bo-that",
      minPrice: "500000",
      maxPrice: "999999",
      onSale: "true",
      inStock: "true",
    });
    const text = Object.entries(params)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join("&");
    expect(parseCatalogueFilters(query(text))).toEqual(filters);
    expect(parseCatalogueFilters(query("colors=purple,black&minPrice=abc&onSale=yes"))).toEqual({
      ...NO_CATALOGUE_FILTERS,
      colors: ["#000000"],
    });
    expect(catalogueFilterParams(NO_CATALOGUE_FILTERS)).toEqual({});
  });

  it("puts every price in exactly one band", () => {
    for (const [index, band] of PRICE_BANDS.entries()) {
      expect(priceBandOf(band.min)).toBe(index);
      if (band.max !== null) expect(priceBandOf(band.max)).toBe(index);
    }
  });
});
