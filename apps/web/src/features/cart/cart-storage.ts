import { useSyncExternalStore } from "react";

/** The cart lives in localStorage under `cart` (DESIGN.md "Web app"). */
export const CART_STORAGE_KEY = "cart";
/** Broadcast on `window` after every change, so the header badge and other views follow. */
export const CART_UPDATED_EVENT = "cart-updated";

export interface CartLine {
  id: string;
  color: string;
  quantity: number;
}

function isCartLine(value: unknown): value is CartLine {
  if (!value || typeof value !== "object") return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.id === "string" &&
    typeof line.color === "string" &&
    typeof line.quantity === "number" &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0
  );
}

/**
 * The stored cart. An unreadable cart (not JSON, not a list, storage blocked) is empty (spec §4);
 * lines that do not have the cart's shape are left out.
 */
export function readCart(storage: Storage | undefined = globalThis.localStorage): CartLine[] {
  let raw: string | null;
  try {
    raw = storage?.getItem(CART_STORAGE_KEY) ?? null;
  } catch {
    return [];
  }
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.filter(isCartLine) : [];
}

/** The badge number: the sum of the quantities (spec §4 "Cart count"). */
export function cartItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // Another tab changed the cart (or cleared all storage: key null).
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener(CART_UPDATED_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CART_UPDATED_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

function getCountSnapshot(): number {
  return cartItemCount(readCart());
}

/** The number of items in the cart, recomputed on `cart-updated` and on changes from other tabs. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, getCountSnapshot, () => 0);
}
