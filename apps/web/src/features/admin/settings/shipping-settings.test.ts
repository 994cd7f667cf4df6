import { describe, expect, it } from "vitest";
import { parseAmount, validateShippingForm } from "./shipping-settings";

describe("the shipping fee form", () => {
  it("reads amounts as the owner types them, Vietnamese thousands included", () => {
    expect(parseAmount("30000")).toBe(30_000);
    expect(parseAmount(" 30 000 ")).toBe(30_000);
    expect(parseAmount("30.000")).toBe(30_000);
    expect(parseAmount("1.000.000")).toBe(1_000_000);
    expect(parseAmount("")).toBeNull();
  });

  it("keeps an empty threshold as 'never free' and needs a fee", () => {
    expect(validateShippingForm({ flatFee: "30.000", freeFrom: "" })).toEqual({
      ok: true,
      settings: { flatFee: 30_000, freeFrom: null },
    });
    expect(validateShippingForm({ flatFee: "", freeFrom: "" })).toEqual({
      ok: false,
      errors: { flatFee: "shipping_settings.error_fee" },
    });
  });

  it("refuses a negative or fractional fee and threshold with the translated keys", () => {
    expect(validateShippingForm({ flatFee: "-1", freeFrom: "1.5" })).toEqual({
      ok: false,
      errors: { flatFee: "shipping_settings.error_fee", freeFrom: "shipping_settings.error_free_from" },
    });
    expect(validateShippingForm({ flatFee: "abc", freeFrom: "1000000" })).toEqual({
      ok: false,
      errors: { flatFee: "shipping_settings.error_fee" },
    });
  });
});
