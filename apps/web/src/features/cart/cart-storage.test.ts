import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  addToCart,
  CART_STORAGE_KEY,
  CART_UPDATED_EVENT,
  cartItemCount,
  lineKey,
  readCart,
  removeLines,
  removeOrderedLines,
  setLineQuantity,
  useCartCount,
  withLineQuantity,
  withoutOrderedLines,
} from "./cart-storage";

function storeCart(value: unknown): void {
  localStorage.setItem(CART_STORAGE_KEY, typeof value === "string" ? value : JSON.stringify(value));
}

afterEach(() => localStorage.clear());

describe("readCart", () => {
  it("reads the stored lines", () => {
    storeCart([{ id: "a", color: "#000000", quantity: 2 }]);
    expect(readCart()).toEqual([{ id: "a", color: "#000000", quantity: 2 }]);
  });

  it("is empty when nothing is stored", () => {
    expect(readCart()).toEqual([]);
  });

  it("is empty when the stored cart is not JSON", () => {
    storeCart("{not json");
    expect(readCart()).toEqual([]);
  });

  it("is empty when the stored cart is not a list", () => {
    storeCart({ id: "a", quantity: 1 });
    expect(readCart()).toEqual([]);
  });

  it("leaves out lines without the cart's shape", () => {
    storeCart([
      { id: "a", color: "#000000", quantity: 1 },
      { id: "b", quantity: "3" },
      null,
      { id: "c", color: "#ffffff", quantity: -1 },
    ]);
    expect(readCart()).toEqual([{ id: "a", color: "#000000", quantity: 1 }]);
  });

  it("is empty when storage cannot be read", () => {
    const blocked = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    } as unknown as Storage;
    expect(readCart(blocked)).toEqual([]);
  });
});

describe("cartItemCount", () => {
  it("sums the quantities of all lines, every colour counted", () => {
    expect(
      cartItemCount([
        { id: "a", color: "#000000", quantity: 2 },
        { id: "a", color: "#ffffff", quantity: 1 },
        { id: "b", color: "#000000", quantity: 3 },
      ]),
    ).toBe(6);
  });

  it("is 0 for an empty cart", () => {
    expect(cartItemCount([])).toBe(0);
  });
});

describe("useCartCount", () => {
  it("follows the cart-updated event", () => {
    storeCart([{ id: "a", color: "#000000", quantity: 1 }]);
    const { result } = renderHook(() => useCartCount());
    expect(result.current).toBe(1);

    act(() => {
      storeCart([{ id: "a", color: "#000000", quantity: 4 }]);
      window.dispatchEvent(new Event(CART_UPDATED_EVENT));
    });
    expect(result.current).toBe(4);
  });

  it("follows a change made in another tab", () => {
    const { result } = renderHook(() => useCartCount());
    expect(result.current).toBe(0);

    act(() => {
      storeCart([{ id: "b", color: "#000000", quantity: 2 }]);
      window.dispatchEvent(new StorageEvent("storage", { key: CART_STORAGE_KEY }));
    });
    expect(result.current).toBe(2);
  });

  it("shows 0 when the stored cart becomes unreadable", () => {
    storeCart([{ id: "a", color: "#000000", quantity: 3 }]);
    const { result } = renderHook(() => useCartCount());
    act(() => {
      storeCart("oops");
      window.dispatchEvent(new Event(CART_UPDATED_EVENT));
    });
    expect(result.current).toBe(0);
  });
});

describe("adding to the cart", () => {
  const bag = "0b7f6b0e-3a51-4a38-9a55-0e8f3b7c2d11";

  beforeEach(() => localStorage.clear());

  it("keeps each colour of a product on its own line", () => {
    addToCart({ id: bag, color: "#000000", quantity: 1 });
    addToCart({ id: bag, color: "#D32F2F", quantity: 2 });
    addToCart({ id: bag, color: "#000000", quantity: 1 });
    expect(readCart()).toEqual([
      { id: bag, color: "#000000", quantity: 2 },
      { id: bag, color: "#d32f2f", quantity: 2 },
    ]);
  });

  it("refuses a sixth bag of the same model across colours and changes nothing", () => {
    addToCart({ id: bag, color: "#000000", quantity: 3 });
    addToCart({ id: bag, color: "#d32f2f", quantity: 2 });
    const before = localStorage.getItem("cart");
    expect(addToCart({ id: bag, color: "#ffffff", quantity: 1 })).toEqual({
      ok: false,
      reason: "quantity_max",
    });
    expect(localStorage.getItem("cart")).toBe(before);
  });

  it("broadcasts cart-updated after a change", () => {
    const heard = vi.fn();
    window.addEventListener("cart-updated", heard);
    addToCart({ id: bag, color: "#000000", quantity: 1 });
    window.removeEventListener("cart-updated", heard);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe("changing a line's quantity", () => {
  const bag = "0b7f6b0e-3a51-4a38-9a55-0e8f3b7c2d11";
  const black = { id: bag, color: "#000000", quantity: 2 };
  const red = { id: bag, color: "#d32f2f", quantity: 2 };

  it("clamps to 1..5", () => {
    expect(withLineQuantity([black], black, 0)).toEqual({ ok: true, lines: [{ ...black, quantity: 1 }] });
    expect(withLineQuantity([black], black, -3)).toEqual({ ok: true, lines: [{ ...black, quantity: 1 }] });
    expect(withLineQuantity([black], black, 5)).toEqual({ ok: true, lines: [{ ...black, quantity: 5 }] });
  });

  it("refuses a sixth with the max alert when the line already holds five (the + at 5)", () => {
    const five = { ...black, quantity: 5 };
    expect(withLineQuantity([five], five, 6)).toEqual({ ok: false, reason: "quantity_max" });
    expect(withLineQuantity([five], five, 60)).toEqual({ ok: false, reason: "quantity_max" });
  });

  it("refuses to pass five of one product counting its other colours", () => {
    expect(withLineQuantity([black, red], red, 3)).toEqual({
      ok: true,
      lines: [black, { ...red, quantity: 3 }],
    });
    expect(withLineQuantity([black, { ...red, quantity: 3 }], red, 4)).toEqual({
      ok: false,
      reason: "quantity_max",
    });
  });

  it("always lets a quantity go down, even in a cart that was over the maximum", () => {
    const over = [
      { ...black, quantity: 4 },
      { ...red, quantity: 4 },
    ];
    expect(withLineQuantity(over, red, 3)).toEqual({ ok: true, lines: [over[0], { ...red, quantity: 3 }] });
  });

  it("saves and broadcasts a change, and changes nothing when refused", () => {
    storeCart([
      { ...black, quantity: 4 },
      { ...red, quantity: 1 },
    ]);
    const heard = vi.fn();
    window.addEventListener(CART_UPDATED_EVENT, heard);
    expect(setLineQuantity(red, 2)).toEqual({ ok: false, reason: "quantity_max" });
    expect(heard).not.toHaveBeenCalled();
    expect(setLineQuantity(black, 3).ok).toBe(true);
    window.removeEventListener(CART_UPDATED_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(readCart()).toEqual([
      { ...black, quantity: 3 },
      { ...red, quantity: 1 },
    ]);
  });
});

describe("removing lines", () => {
  const bag = "0b7f6b0e-3a51-4a38-9a55-0e8f3b7c2d11";
  const wallet = "1c2d3e4f-3a51-4a38-9a55-0e8f3b7c2d11";

  it("removes one colour of a product and keeps the other", () => {
    storeCart([
      { id: bag, color: "#000000", quantity: 1 },
      { id: bag, color: "#d32f2f", quantity: 2 },
      { id: wallet, color: "#000000", quantity: 1 },
    ]);
    removeLines([lineKey({ id: bag, color: "#D32F2F" }), lineKey({ id: wallet, color: "#000000" })]);
    expect(readCart()).toEqual([{ id: bag, color: "#000000", quantity: 1 }]);
  });

  it("takes the ordered quantities out after an order and keeps what was added meanwhile", () => {
    const cart = [
      { id: bag, color: "#000000", quantity: 3 },
      { id: bag, color: "#d32f2f", quantity: 1 },
      { id: wallet, color: "#000000", quantity: 1 },
    ];
    const ordered = [
      { id: bag, color: "#000000", quantity: 2 },
      { id: bag, color: "#d32f2f", quantity: 1 },
    ];
    expect(withoutOrderedLines(cart, ordered)).toEqual([
      { id: bag, color: "#000000", quantity: 1 },
      { id: wallet, color: "#000000", quantity: 1 },
    ]);
    storeCart(cart);
    const heard = vi.fn();
    window.addEventListener(CART_UPDATED_EVENT, heard);
    removeOrderedLines(ordered);
    window.removeEventListener(CART_UPDATED_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(cartItemCount(readCart())).toBe(2);
  });
});
