import { describe, expect, it } from "vitest";
import { shippingSettingsSchema } from "./shipping";
import { amountToFreeShipping, shippingFeeFor } from "./shipping-fee";

const settings = { flatFee: 30_000, freeFrom: 1_000_000 };

describe("the shipping fee", () => {
  it("is the flat fee below the threshold and nothing from it", () => {
    expect(shippingFeeFor(999_999, settings)).toBe(30_000);
    expect(shippingFeeFor(1_000_000, settings)).toBe(0);
    expect(shippingFeeFor(5_000_000, settings)).toBe(0);
  });

  it("is always the flat fee without a threshold, and nothing by default", () => {
    expect(shippingFeeFor(50_000_000, { flatFee: 25_000, freeFrom: null })).toBe(25_000);
    expect(shippingFeeFor(100_000, { flatFee: 0, freeFrom: null })).toBe(0);
  });

  it("tells how much more makes shipping free, only when that can happen", () => {
    expect(amountToFreeShipping(800_000, settings)).toBe(200_000);
    expect(amountToFreeShipping(1_000_000, settings)).toBeNull();
    expect(amountToFreeShipping(800_000, { flatFee: 30_000, freeFrom: null })).toBeNull();
    expect(amountToFreeShipping(800_000, { flatFee: 0, freeFrom: 1_000_000 })).toBeNull();
  });

  it("refuses a negative, fractional or missing fee", () => {
    for (const bad of [
      { flatFee: -1, freeFrom: null },
      { flatFee: 0.5, freeFrom: null },
      { flatFee: 1000, freeFrom: -1 },
      { flatFee: 1000 },
      { flatFee: 20_000_000, freeFrom: null },
    ]) {
      expect(shippingSettingsSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
