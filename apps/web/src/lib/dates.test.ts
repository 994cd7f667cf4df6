import { describe, expect, it, vi } from "vitest";
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

describe("formatDate's cost", () => {
  it("writes the Vietnamese day exactly as the time zone's formatter would, around midnight and the year's turn", () => {
    const zone = new Intl.DateTimeFormat("en-GB", { dateStyle: "short", timeZone: "Asia/Ho_Chi_Minh" });
    for (let hour = 0; hour < 24 * 400; hour += 7) {
      const instant = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 - 1);
      expect(formatDate(instant.toISOString(), "vi")).toBe(zone.format(instant));
    }
  });

  // Building an Intl.DateTimeFormat for a time zone loads the zone's data: some 10 ms of script at
  // its first use on a product page here (four times that on Lighthouse's phone).
  it("writes a Vietnamese date without building a formatter, and builds each other one once only", () => {
    const built = vi.spyOn(Intl, "DateTimeFormat");
    try {
      expect(formatDate("2026-12-31T17:00:00Z", "vi")).toBe("01/01/2027");
      expect(formatDate("2026-06-14T16:59:59Z", "vi")).toBe("14/06/2026");
      expect(built).not.toHaveBeenCalled();
      formatDate("2026-11-23T18:30:00Z", "jp");
      built.mockClear();
      expect(formatDate("2026-11-24T18:30:00Z", "jp")).toBe(formatDate("2026-11-25T16:00:00Z", "jp"));
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});
