import { describe, expect, it } from "vitest";
import { COLOURS, findNamedColour } from "./colours";

describe("the named colours", () => {
  it("are the ten colours of the spec", () => {
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
