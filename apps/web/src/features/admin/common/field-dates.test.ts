import { describe, expect, it } from "vitest";
import { fieldValueOf, instantOfField } from "./field-dates";

describe("a date field and the instant it names, in Vietnam's time", () => {
  it("sends a field's day or day and minute with Vietnam's offset", () => {
    expect(instantOfField("2026-12-05T09:30")).toBe("2026-12-05T09:30:00+07:00");
    expect(instantOfField("2026-12-05")).toBe("2026-12-05T00:00:00+07:00");
    expect(instantOfField("2026-12-31", { endOfDay: true })).toBe("2026-12-31T23:59:59+07:00");
  });

  it("shows an instant at Vietnam's wall clock, whatever day it is in UTC", () => {
    // 17:30 UTC on the 5th is half past midnight on the 6th in Vietnam.
    expect(fieldValueOf("2026-12-05T17:30:00.000Z", { withTime: true })).toBe("2026-12-06T00:30");
    expect(fieldValueOf("2026-12-05T17:30:00.000Z")).toBe("2026-12-06");
    expect(fieldValueOf("2026-12-31T23:59:59+07:00")).toBe("2026-12-31");
    expect(fieldValueOf(null)).toBe("");
  });

  it("gives back the field's value for the instant it sent", () => {
    for (const value of ["2026-01-01T00:00", "2026-06-15T12:45", "2026-12-31T23:59"]) {
      expect(fieldValueOf(instantOfField(value), { withTime: true })).toBe(value);
    }
  });
});
