import { describe, expect, it } from "vitest";
import { formatVnd } from "./money";

describe("formatVnd", () => {
  it("writes đồng in Vietnamese number format followed by VNĐ", () => {
    expect(formatVnd(1_250_000)).toBe("1.250.000 VNĐ");
    expect(formatVnd(990_000)).toBe("990.000 VNĐ");
  });

  it("writes small and zero amounts without separators", () => {
    expect(formatVnd(0)).toBe("0 VNĐ");
    expect(formatVnd(500)).toBe("500 VNĐ");
  });

  it("rounds to whole đồng", () => {
    expect(formatVnd(1999.6)).toBe("2.000 VNĐ");
  });

  it("writes every amount as Intl's Vietnamese number format does", () => {
    const vietnamese = new Intl.NumberFormat("vi-VN", { maximumFractionDigits: 0 });
    const amounts = [
      1, 12, 999, 1_000, 10_000, 100_000, 999_999, 1_000_000, 123_456_789, 9_007_199_254_740_991,
    ];
    for (const amount of [...amounts, ...amounts.map((value) => -value), -1_234.4, 2_499.5]) {
      expect(formatVnd(amount)).toBe(`${vietnamese.format(Math.round(amount))} VNĐ`);
    }
  });
});
