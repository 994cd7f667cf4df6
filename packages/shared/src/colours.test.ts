import { describe, expect, it } from "vitest";
import { COLOURS, findNamedColour, isSoldInColour, sellableColours } from "./colours";

describe("the named colours", () => {
  it("are the ten colours of docs/product.md", () => {
    expect(COLOURS.map((colour) => colour.en)).toEqual([
      "Black",
      "White",
      "Red",
      "Blue",
      "Green",
      "Yellow",
      "Pink",
      "Gray",
      "Brown",
      "Beige",
    ]);
  });

  it("finds a colour's names from its hex in any case", () => {
    expect(findNamedColour("#D32F2F")).toMatchObject({ vi: "Đỏ", en: "Red" });
    expect(findNamedColour("#123456")).toBeUndefined();
  });
});

describe("the colours a product is sold in", () => {
  it("are its variations' colours, compared in any case", () => {
    expect(sellableColours(["#D32F2F", "#000000"])).toEqual(["#d32f2f", "#000000"]);
    expect(isSoldInColour(["#D32F2F"], "#d32f2f")).toBe(true);
    expect(isSoldInColour(["#d32f2f"], "#000000")).toBe(false);
  });

  it("is the default black for a product without variations", () => {
    expect(sellableColours([])).toEqual(["#000000"]);
    expect(isSoldInColour([], "#000000")).toBe(true);
    expect(isSoldInColour([], "#ffffff")).toBe(false);
  });
});
