import { describe, expect, it } from "vitest";
import { priceTag } from "./product-price";

const now = new Date("2026-06-15T12:00:00Z");
const promotion = { discount: 20, startDate: "2026-06-01T00:00:00Z", endDate: "2026-06-30T23:59:59Z" };

describe("priceTag", () => {
  it("shows the plain price when there is no promotion", () => {
    expect(priceTag({ price: 1_250_000, promotion: null }, now)).toEqual({
      price: 1_250_000,
      originalPrice: null,
      discount: null,
    });
  });

  it("shows the discounted price beside the original while a promotion runs", () => {
    expect(priceTag({ price: 1_250_000, promotion }, now)).toEqual({
      price: 1_000_000,
      originalPrice: 1_250_000,
      discount: 20,
    });
  });

  it("ignores a promotion that has ended or not started", () => {
    expect(
      priceTag({ price: 1_250_000, promotion }, new Date("2026-07-01T00:00:00Z")).originalPrice,
    ).toBeNull();
    expect(
      priceTag({ price: 1_250_000, promotion }, new Date("2026-05-31T00:00:00Z")).originalPrice,
    ).toBeNull();
  });

  it("shows no strike-through when the discount rounds to nothing", () => {
    expect(priceTag({ price: 1, promotion: { ...promotion, discount: 1 } }, now).originalPrice).toBeNull();
  });
});
