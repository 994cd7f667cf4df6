import { describe, expect, it } from "vitest";
import {
  canChangeReturnStatus,
  isRefundableThroughGateway,
  isWithinReturnWindow,
  paymentStatusAfterRefunds,
  refundRequestSchema,
  returnWindowDays,
} from "./returns";

const DAY = 24 * 60 * 60 * 1000;
const delivered = new Date("2026-11-01T10:00:00Z");
const after = (days: number) => new Date(delivered.getTime() + days * DAY);

describe("the return window", () => {
  it("is RETURN_DAYS after delivery, and 30 days when the shop's information was wrong", () => {
    expect(returnWindowDays("changed_mind")).toBe(7);
    expect(returnWindowDays("inaccurate_information")).toBe(30);
    expect(returnWindowDays("damaged", 14)).toBe(14);
    // A longer window of the owner's is never shortened for wrong information.
    expect(returnWindowDays("inaccurate_information", 45)).toBe(45);
  });

  it("includes the last moment of the window and nothing after it", () => {
    expect(isWithinReturnWindow(delivered, after(7), "wrong_item")).toBe(true);
    expect(isWithinReturnWindow(delivered, new Date(after(7).getTime() + 1), "wrong_item")).toBe(false);
    expect(isWithinReturnWindow(delivered, after(29), "inaccurate_information")).toBe(true);
    expect(isWithinReturnWindow(delivered, after(31), "inaccurate_information")).toBe(false);
  });
});

describe("a return's steps", () => {
  it("moves forward only: approved or rejected, received, then refunded or exchanged", () => {
    expect(canChangeReturnStatus("requested", "approved")).toBe(true);
    expect(canChangeReturnStatus("requested", "received")).toBe(false);
    expect(canChangeReturnStatus("approved", "received")).toBe(true);
    expect(canChangeReturnStatus("received", "exchanged")).toBe(true);
    expect(canChangeReturnStatus("refunded", "exchanged")).toBe(false);
    expect(canChangeReturnStatus("rejected", "approved")).toBe(false);
  });
});

describe("refunds", () => {
  it("go back through the gateway only for money paid through one (VNPay, MoMo)", () => {
    expect(["vnpay", "momo", "cod", "bank_transfer", ""].map(isRefundableThroughGateway)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it("leaves a payment partly refunded until all of it went back", () => {
    expect(paymentStatusAfterRefunds(1_000_000, 0)).toBe("paid");
    expect(paymentStatusAfterRefunds(1_000_000, 250_000)).toBe("partially_refunded");
    expect(paymentStatusAfterRefunds(1_000_000, 1_000_000)).toBe("refunded");
  });

  it("asks a reference of a refund made by hand", () => {
    expect(refundRequestSchema.safeParse({ method: "manual" }).success).toBe(false);
    expect(refundRequestSchema.safeParse({ method: "manual", reference: "VCB 1" }).success).toBe(true);
    expect(refundRequestSchema.safeParse({ method: "gateway", amount: 0 }).success).toBe(false);
  });
});
