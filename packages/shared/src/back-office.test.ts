import { describe, expect, it } from "vitest";
import {
  csvCell,
  csvPhone,
  phoneDigitsInSearch,
  shopDate,
  shopDayStart,
  statsQuerySchema,
  voucherDiscount,
  voucherRefusal,
} from "./back-office";

describe("the back office's rules", () => {
  it.each([
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ["+84 912", "'+84 912"],
    ["-5", "'-5"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tTab", "'\tTab"],
    ["Túi xách, đỏ", '"Túi xách, đỏ"'],
    ['Nói "xin chào"', '"Nói ""xin chào"""'],
  ])("writes %j as the CSV cell %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("leaves numbers alone, negative ones too", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
  });

  it.each([
    ["0377123456", "0377-123-456"],
    ["02838123456", "02838-123-456"],
  ])(
    "writes the phone %s as %s, which no spreadsheet reads as a number (its leading 0 kept)",
    (phone, cell) => {
      expect(csvPhone(phone)).toBe(cell);
      expect(csvCell(csvPhone(phone))).toBe(cell);
      // What a spreadsheet program would take for a number, date or formula: none of it.
      expect(Number.isNaN(Number(cell))).toBe(true);
      expect(Number.isNaN(Date.parse(cell))).toBe(true);
      expect(cell.replaceAll("-", "")).toBe(phone);
    },
  );

  it("leaves a phone that is no run of digits as it is, still defused", () => {
    expect(csvCell(csvPhone("=1+1"))).toBe("'=1+1");
    expect(csvPhone("")).toBe("");
  });

  it("counts days in Vietnam's time zone", () => {
    expect(shopDate(new Date("2026-11-23T17:00:00Z"))).toBe("2026-11-24");
    expect(shopDayStart("2026-11-24").toISOString()).toBe("2026-11-23T17:00:00.000Z");
  });

  it("refuses inverted and over-long ranges", () => {
    expect(statsQuerySchema.safeParse({ from: "2026-11-02", to: "2026-11-01" }).success).toBe(false);
    expect(statsQuerySchema.safeParse({ from: "2025-01-01", to: "2026-11-01" }).success).toBe(false);
    expect(statsQuerySchema.safeParse({ from: "2026-11-01", to: "2026-11-01" }).success).toBe(true);
  });

  it("discounts by percent (rounded down) or by a fixed amount never above the subtotal", () => {
    expect(voucherDiscount({ percentOff: 15, amountOff: null }, 333_333)).toBe(49_999);
    expect(voucherDiscount({ percentOff: null, amountOff: 50_000 }, 30_000)).toBe(30_000);
  });

  it("explains why a code cannot be used", () => {
    const now = new Date("2026-11-24T05:00:00Z");
    const base = {
      minSubtotal: 0,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      usedCount: 0,
      paused: false,
    };
    expect(voucherRefusal(null, 1, now)).toBe("voucher_unknown");
    expect(voucherRefusal({ ...base, paused: true }, 1, now)).toBe("voucher_unknown");
    expect(voucherRefusal({ ...base, endsAt: "2026-11-24T04:59:59Z" }, 1, now)).toBe("voucher_expired");
    expect(voucherRefusal({ ...base, startsAt: "2026-11-25T00:00:00Z" }, 1, now)).toBe("voucher_not_started");
    expect(voucherRefusal({ ...base, usageLimit: 1, usedCount: 1 }, 1, now)).toBe("voucher_used_up");
    expect(voucherRefusal({ ...base, minSubtotal: 2 }, 1, now)).toBe("voucher_below_minimum");
    expect(voucherRefusal(base, 1, now)).toBeNull();
  });
});

describe("phoneDigitsInSearch", () => {
  it("reads a phone typed in groups, with dots, dashes or brackets, as its digits", () => {
    expect(phoneDigitsInSearch("0902 222 222")).toBe("0902222222");
    expect(phoneDigitsInSearch(" 037.712.3456 ")).toBe("0377123456");
    expect(phoneDigitsInSearch("(090) 111-1111")).toBe("0901111111");
    expect(phoneDigitsInSearch("222")).toBe("222");
  });

  it("reads no phone in an e-mail, a name or an order code that hold digits", () => {
    expect(phoneDigitsInSearch("hai9@example.vn")).toBeUndefined();
    expect(phoneDigitsInSearch("Khách 2")).toBeUndefined();
    expect(phoneDigitsInSearch("ORD-20261205-0001")).toBeUndefined();
    expect(phoneDigitsInSearch(" - ")).toBeUndefined();
  });
});
