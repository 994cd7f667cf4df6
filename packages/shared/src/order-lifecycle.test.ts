import { describe, expect, it } from "vitest";
import { canChangeOrderStatus } from "./order-lifecycle";

describe("order lifecycle", () => {
  it("moves forward from pending through confirmed and shipping to delivered", () => {
    expect(canChangeOrderStatus("pending", "confirmed")).toBe(true);
    expect(canChangeOrderStatus("confirmed", "shipping")).toBe(true);
    expect(canChangeOrderStatus("shipping", "delivered")).toBe(true);
  });

  it("cancels only what has not left the shop", () => {
    expect(canChangeOrderStatus("pending", "cancelled")).toBe(true);
    expect(canChangeOrderStatus("confirmed", "cancelled")).toBe(true);
    expect(canChangeOrderStatus("shipping", "cancelled")).toBe(false);
    expect(canChangeOrderStatus("delivered", "cancelled")).toBe(false);
  });

  it("never brings a cancelled order back", () => {
    for (const to of ["pending", "confirmed", "shipping", "delivered"] as const) {
      expect(canChangeOrderStatus("cancelled", to)).toBe(false);
    }
  });

  it("keeps the delivered checkbox: ticked sets delivered, unticked sets pending again", () => {
    expect(canChangeOrderStatus("pending", "delivered")).toBe(true);
    expect(canChangeOrderStatus("delivered", "pending")).toBe(true);
  });
});
