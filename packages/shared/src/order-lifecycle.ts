import type { OrderStatus } from "./constants";

/**
 * The moves an order's status may make. Anything else is refused with 409 `invalid_transition`.
 * `delivered → pending` stays allowed: it is the admin's "delivered" checkbox (docs/product.md) being unticked after a
 * mis-click, and the admin table must keep that working.
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ["confirmed", "shipping", "delivered", "cancelled"],
  confirmed: ["pending", "shipping", "delivered", "cancelled"],
  shipping: ["delivered", "returned"],
  delivered: ["pending"],
  cancelled: [],
  // The parcel came back to the shop (a carrier's callback): its stock is back, nothing follows.
  returned: [],
};

/**
 * `parcelCancelled`: the order's parcel was booked and the carrier has cancelled it before pickup
 * (the server asks the carrier first, modules/shipping). Only then may a `shipping` order be
 * cancelled: nothing has left the shop.
 */
export function canChangeOrderStatus(
  from: OrderStatus,
  to: OrderStatus,
  { parcelCancelled = false }: { parcelCancelled?: boolean } = {},
): boolean {
  if (parcelCancelled && from === "shipping" && to === "cancelled") return true;
  return ORDER_STATUS_TRANSITIONS[from].includes(to);
}

/** An order that will not be delivered no longer holds stock and no longer counts as a sale. */
export function isOrderCancelled(status: OrderStatus): boolean {
  return status === "cancelled";
}

/**
 * The statuses that are no sale: cancelled, and returned by the carrier (the bags are back, the
 * money never came). The dashboard's revenue and best sellers and a customer's spend leave them out.
 */
export const NOT_A_SALE_STATUSES = ["cancelled", "returned"] as const satisfies readonly OrderStatus[];

export function countsAsSale(status: OrderStatus): boolean {
  return !(NOT_A_SALE_STATUSES as readonly OrderStatus[]).includes(status);
}

/**
 * The moves that put the order's stock back: a cancellation, and a parcel returned to the shop
 * (the bags are on the shelf again).
 */
export function returnsStock(to: OrderStatus): boolean {
  return to === "cancelled" || to === "returned";
}
