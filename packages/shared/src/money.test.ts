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
});
