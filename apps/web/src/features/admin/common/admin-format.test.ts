import { describe, expect, it } from "vitest";
import { formatFieldDate } from "./admin-format";

describe("formatFieldDate", () => {
  it("writes a date field's day with its weekday and month in words, which no browser's order can garble", () => {
    expect(formatFieldDate("2026-12-05", "vi")).toBe("Thứ Bảy, 5 tháng 12, 2026");
    expect(formatFieldDate("2026-05-12", "vi")).toBe("Thứ Ba, 12 tháng 5, 2026");
    expect(formatFieldDate("2026-12-05", "en")).toBe("Saturday, 5 December 2026");
    expect(formatFieldDate("2026-12-05", "kr")).toBe("2026년 12월 5일 토요일");
    expect(formatFieldDate("2026-12-05", "jp")).toBe("2026年12月5日土曜日");
  });

  it("reads the time of a date-and-time field as Vietnam's wall clock and writes it after the day", () => {
    expect(formatFieldDate("2026-12-05T09:30", "vi")).toBe("Thứ Bảy, 5 tháng 12, 2026 · 09:30");
    // Past midnight in Vietnam is still the evening before in UTC: the day stays Vietnam's.
    expect(formatFieldDate("2026-12-06T00:30", "en")).toBe("Sunday, 6 December 2026 · 00:30");
  });

  it("writes nothing for an empty, unfinished or impossible value", () => {
    expect(formatFieldDate("", "vi")).toBeNull();
    expect(formatFieldDate("2026-12", "vi")).toBeNull();
    expect(formatFieldDate("2026-13-45", "vi")).toBeNull();
  });
});
