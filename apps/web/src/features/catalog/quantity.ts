import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from "@shop/shared";

/** What the quantity selector does with a change: the quantity to show, and whether it was refused. */
export interface QuantityChange {
  quantity: number;
  /** True when the shopper asked for more than CART_QUANTITY_MAX (`cart.quantity_max_alert`). */
  isOverMax: boolean;
}

/**
 * The quantity after a shopper's input (a typed number, or the current one ± 1): kept within
 * CART_QUANTITY_MIN..CART_QUANTITY_MAX; above the maximum it stays at the maximum and says so.
 * Anything that is not a whole number leaves the current quantity as it is.
 */
export function changeQuantity(current: number, wanted: number): QuantityChange {
  if (!Number.isFinite(wanted)) return { quantity: current, isOverMax: false };
  const whole = Math.trunc(wanted);
  if (whole > CART_QUANTITY_MAX) return { quantity: CART_QUANTITY_MAX, isOverMax: true };
  return { quantity: Math.max(CART_QUANTITY_MIN, whole), isOverMax: false };
}
