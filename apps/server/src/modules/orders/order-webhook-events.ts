import type { OrderActor, OrderStatus, PaymentStatus, PlacedOrder } from "@shop/shared";
import type { LockedOrder } from "./order-lifecycle.repository";

/**
 * What the owner's tools are told of an order (the `data` of a webhook's body;
 * docs/decisions/058-webhooks-and-honest-numbers.md). The receiver is the owner's own system, so
 * the buyer's contact and address are in `order.created`, as in the orders export; later events
 * name the order and what changed.
 */
export function orderCreatedEvent(order: PlacedOrder) {
  return {
    id: order.id,
    orderId: order.orderId,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    subtotal: order.subtotal,
    discount: order.discount,
    shippingFee: order.shippingFee,
    total: order.total,
    voucherCode: order.voucherCode,
    language: order.language,
    customer: order.customerInfo,
    items: order.items,
    createdAt: order.createdAt,
  };
}

export function orderStatusChangedEvent(
  order: LockedOrder,
  change: { from: OrderStatus; to: OrderStatus; actor: OrderActor; at: Date },
) {
  return {
    id: order.id,
    orderId: order.orderId,
    from: change.from,
    to: change.to,
    by: change.actor.kind,
    at: change.at.toISOString(),
  };
}

export function orderPaidEvent(
  order: LockedOrder,
  change: { from: PaymentStatus; actor: OrderActor; at: Date },
) {
  return {
    id: order.id,
    orderId: order.orderId,
    paymentMethod: order.paymentMethod,
    total: order.total,
    from: change.from,
    by: change.actor.kind,
    at: change.at.toISOString(),
  };
}
