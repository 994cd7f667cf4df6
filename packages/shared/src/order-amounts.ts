import type { OrderAmounts } from "./checkout";

/** The one place an order's total is made from its parts; a discount is never more than the subtotal. */
export function orderAmounts(subtotal: number, discount: number, shippingFee: number): OrderAmounts {
  const applied = Math.min(Math.max(discount, 0), subtotal);
  return { subtotal, discount: applied, shippingFee, total: subtotal - applied + shippingFee };
}
