import { describe, expect, it } from "vitest";
import { changeQuantity } from "./quantity";

describe("changeQuantity", () => {
  it("moves between 1 and 5", () => {
    expect(changeQuantity(1, 2)).toEqual({ quantity: 2, isOverMax: false });
    expect(changeQuantity(4, 5)).toEqual({ quantity: 5, isOverMax: false });
  });

  it("refuses a sixth bag and stays at 5", () => {
    expect(changeQuantity(5, 6)).toEqual({ quantity: 5, isOverMax: true });
    expect(changeQuantity(2, 40)).toEqual({ quantity: 5, isOverMax: true });
  });

  it("never goes below 1", () => {
    expect(changeQuantity(1, 0)).toEqual({ quantity: 1, isOverMax: false });
    expect(changeQuantity(3, -4)).toEqual({ quantity: 1, isOverMax: false });
  });

  it("keeps the quantity for input that is no number", () => {
    expect(changeQuantity(3, Number.NaN)).toEqual({ quantity: 3, isOverMax: false });
    expect(changeQuantity(3, 2.7)).toEqual({ quantity: 2, isOverMax: false });
  });
});
