import { describe, expect, it } from "vitest";
import { colourNameKey } from "./colour-name";

describe("colourNameKey", () => {
  it("names the shop's ten colours, whatever the hex's case", () => {
    expect(colourNameKey("#D32F2F")).toBe("colour.red");
    expect(colourNameKey("#000000")).toBe("colour.black");
  });

  it("calls any other colour a custom one", () => {
    expect(colourNameKey("#123456")).toBe("colour.custom");
  });
});
