import { describe, expect, it } from "vitest";
import { isPromotionActive, isPromotionActiveAt, isPromotionShown, priceWithPromotion } from "./promotion";

const now = new Date("2026-11-22T10:00:00Z");
const running = { discount: 20, startDate: "2026-11-01T00:00:00Z", endDate: "2026-11-30T23:59:59Z" };
const expired = { discount: 20, startDate: "2026-10-01T00:00:00Z", endDate: "2026-10-31T23:59:59Z" };
const upcoming = { discount: 20, startDate: "2026-12-01T00:00:00Z", endDate: "2026-12-31T23:59:59Z" };

describe("isPromotionActive", () => {
  it("is active between its start and end dates", () => {
    expect(isPromotionActive(running, now)).toBe(true);
  });

  it("is not active before it starts or after it ends", () => {
    expect(isPromotionActive(expired, now)).toBe(false);
    expect(isPromotionActive(upcoming, now)).toBe(false);
  });

  it("counts the first and last moment as part of the promotion", () => {
    expect(isPromotionActive(running, new Date(running.startDate))).toBe(true);
    expect(isPromotionActive(running, new Date(running.endDate))).toBe(true);
  });

  it("is never active without a promotion or with no discount", () => {
    expect(isPromotionActive(null, now)).toBe(false);
    expect(isPromotionActive({ ...running, discount: 0 }, now)).toBe(false);
  });
});

describe("isPromotionActiveAt", () => {
  it("judges times already read as isPromotionActive judges the dates, to the millisecond", () => {
    const end = Date.parse(running.endDate);
    for (const at of [Date.parse(running.startDate) - 1, Date.parse(running.startDate), end, end + 1]) {
      for (const promotion of [running, { ...running, discount: 0 }]) {
        const read = [promotion.discount, Date.parse(promotion.startDate), end, at] as const;
        expect(isPromotionActiveAt(...read)).toBe(isPromotionActive(promotion, new Date(at)));
      }
    }
    expect(isPromotionActiveAt(20, Date.parse(running.startDate), end, end)).toBe(true);
    expect(isPromotionActiveAt(20, Date.parse(running.startDate), end, end + 1)).toBe(false);
  });
});

describe("priceWithPromotion", () => {
  it("takes the discount off while the promotion runs", () => {
    expect(priceWithPromotion({ price: 1_250_000, promotion: running }, now)).toBe(1_000_000);
  });

  it("charges the full price outside the promotion", () => {
    expect(priceWithPromotion({ price: 1_250_000, promotion: expired }, now)).toBe(1_250_000);
    expect(priceWithPromotion({ price: 1_250_000, promotion: null }, now)).toBe(1_250_000);
  });

  it("rounds to whole đồng", () => {
    expect(priceWithPromotion({ price: 999, promotion: { ...running, discount: 15 } }, now)).toBe(849);
  });
});

describe("isPromotionShown", () => {
  it("shows a running promotion and one still to come", () => {
    expect(isPromotionShown(running, now)).toBe(true);
    expect(isPromotionShown(upcoming, now)).toBe(true);
  });

  it("hides an ended promotion, one without a discount and none", () => {
    expect(isPromotionShown(expired, now)).toBe(false);
    expect(isPromotionShown({ ...running, discount: 0 }, now)).toBe(false);
    expect(isPromotionShown(null, now)).toBe(false);
  });
});
