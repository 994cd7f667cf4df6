import { describe, expect, it } from "vitest";
import { formatDate } from "./dates";

describe("formatDate", () => {
  const iso = "2026-11-23T18:30:00Z"; // 24 November, 01:30 in Hồ Chí Minh City

  it("writes the same date the same way with and without the time, in each language", () => {
    for (const language of ["vi", "en", "kr", "jp"]) {
      const date = formatDate(iso, language);
      expect(formatDate(iso, language, { withTime: true }), language).toContain(date);
    }
  });

  it("counts days in Vietnam's time zone and falls back to Vietnamese", () => {
    expect(formatDate(iso, "en")).toBe("24 Nov 2026");
    expect(formatDate(iso, "xx")).toBe(formatDate(iso, "vi"));
  });

  it("writes Vietnamese dates as dd/mm/yyyy, with the time beside them when asked", () => {
    expect(formatDate(iso, "vi")).toBe("24/11/2026");
    expect(formatDate("2026-03-05T03:00:00Z", "vi")).toBe("05/03/2026");
    expect(formatDate(iso, "vi", { withTime: true })).toMatch(/01:30/);
    expect(formatDate(iso, "vi", { withTime: true })).not.toMatch(/thg/);
  });
});
