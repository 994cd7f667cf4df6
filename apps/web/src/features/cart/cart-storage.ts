import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, normaliseHexColour } from "@shop/shared";
import { useMemo, useSyncExternalStore } from "react";

/** The cart lives in localStorage under `cart`. */
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
 * The stored cart. An unreadable cart (not JSON, not a list, storage blocked) is empty;
 * lines that do not have the cart's shape are left out.
 */
export function readCart(storage: Storage | undefined = globalThis.localStorage): CartLine[] {
  let raw: string | null;
  try {
    raw = storage?.getItem(CART_STORAGE_KEY) ?? null;
  } catch {
    return [];
  }
  return parseCart(raw);
}

/** The lines of a stored cart text; anything unreadable is an empty cart. */
export function parseCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.filter(isCartLine) : [];
}

/** The badge number: the sum of the quantities. */
export function cartItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Saves the cart and tells every view ("every change is saved … and broadcast"). */
export function writeCart(
  lines: readonly CartLine[],
  storage: Storage | undefined = globalThis.localStorage,
): void {
  storage?.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

/** How many of one product the cart holds, all colours together (the max of 5 counts them all). */
export function productQuantity(lines: readonly CartLine[], productId: string): number {
  return lines.filter((line) => line.id === productId).reduce((sum, line) => sum + line.quantity, 0);
}

export type AddToCartResult = { ok: true; lines: CartLine[] } | { ok: false; reason: "quantity_max" };

/**
 * The cart after adding `quantity` of one product in one colour, or a refusal when the product
 * would pass CART_QUANTITY_MAX (`cart.quantity_max_alert`, and nothing changes).
 */
export function withAddedLine(lines: readonly CartLine[], added: CartLine): AddToCartResult {
  const color = normaliseHexColour(added.color);
  if (productQuantity(lines, added.id) + added.quantity > CART_QUANTITY_MAX) {
    return { ok: false, reason: "quantity_max" };
  }
  const existing = lines.find((line) => line.id === added.id && line.color === color);
  const next = existing
    ? lines.map((line) => (line === existing ? { ...line, quantity: line.quantity + added.quantity } : line))
    : [...lines, { id: added.id, color, quantity: added.quantity }];
  return { ok: true, lines: next };
}

/** Adds to the stored cart and broadcasts the change; refuses (and changes nothing) past the maximum. */
export function addToCart(
  added: CartLine,
  storage: Storage | undefined = globalThis.localStorage,
): AddToCartResult {
  const result = withAddedLine(readCart(storage), added);
  if (result.ok) writeCart(result.lines, storage);
  return result;
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

/** A line's identity: one product in one colour. */
export function lineKey(line: Pick<CartLine, "id" | "color">): string {
  return `${line.id} ${normaliseHexColour(line.color)}`;
}

export type ChangeQuantityResult = { ok: true; lines: CartLine[] } | { ok: false; reason: "quantity_max" };

/**
 * The cart with one line set to `quantity`, clamped to 1..5. Past the product's maximum
 * (all its colours together) it refuses, so the page shows `cart.quantity_max_alert` and nothing
 * changes. An unknown line leaves the cart as it is.
 */
export function withLineQuantity(
  lines: readonly CartLine[],
  target: Pick<CartLine, "id" | "color">,
  quantity: number,
): ChangeQuantityResult {
  const key = lineKey(target);
  const line = lines.find((candidate) => lineKey(candidate) === key);
  if (!line) return { ok: true, lines: [...lines] };
  const wanted = Math.max(CART_QUANTITY_MIN, Math.min(CART_QUANTITY_MAX, Math.trunc(quantity)));
  const otherColours = productQuantity(lines, line.id) - line.quantity;
  if (wanted > line.quantity && otherColours + wanted > CART_QUANTITY_MAX) {
    return { ok: false, reason: "quantity_max" };
  }
  return {
    ok: true,
    lines: lines.map((candidate) => (candidate === line ? { ...line, quantity: wanted } : candidate)),
  };
}

/** Sets one line's quantity in the stored cart (see withLineQuantity). */
export function setLineQuantity(
  target: Pick<CartLine, "id" | "color">,
  quantity: number,
  storage: Storage | undefined = globalThis.localStorage,
): ChangeQuantityResult {
  const result = withLineQuantity(readCart(storage), target, quantity);
  if (result.ok) writeCart(result.lines, storage);
  return result;
}

/** Removes the lines with these keys (one remove button, or "delete selected"). */
export function removeLines(
  keys: readonly string[],
  storage: Storage | undefined = globalThis.localStorage,
): void {
  const removed = new Set(keys);
  writeCart(
    readCart(storage).filter((line) => !removed.has(lineKey(line))),
    storage,
  );
}

/**
 * The cart after an order: each ordered line loses the quantity that was ordered. A line added or
 * raised in another tab while the order was placed keeps what was not ordered.
 */
export function withoutOrderedLines(lines: readonly CartLine[], ordered: readonly CartLine[]): CartLine[] {
  const orderedQuantity = new Map<string, number>();
  for (const line of ordered)
    orderedQuantity.set(lineKey(line), (orderedQuantity.get(lineKey(line)) ?? 0) + line.quantity);
  return lines.flatMap((line) => {
    const left = line.quantity - (orderedQuantity.get(lineKey(line)) ?? 0);
    return left > 0 ? [{ ...line, quantity: left }] : [];
  });
}

/** Takes the ordered lines out of the stored cart and broadcasts `cart-updated` (after a placed order). */
export function removeOrderedLines(
  ordered: readonly CartLine[],
  storage: Storage | undefined = globalThis.localStorage,
): void {
  writeCart(withoutOrderedLines(readCart(storage), ordered), storage);
}

function getCartSnapshot(): string {
  try {
    return globalThis.localStorage?.getItem(CART_STORAGE_KEY) ?? "";
  } catch {
    return "";
  }
}

/** The cart's lines, kept in step with every change (this tab's `cart-updated`, other tabs' storage). */
export function useCartLines(): CartLine[] {
  const raw = useSyncExternalStore(subscribe, getCartSnapshot, () => "");
  // The stored text is the snapshot (stable between changes); the lines are parsed from it once.
  return useMemo(() => parseCart(raw), [raw]);
}
