import type { Language, OrderStatus, PaymentMethod, PaymentStatus, ShipmentTracking } from "@shop/shared";

/**
 * All the shipping module needs of orders (docs/decisions/055-shipments-callbacks-reconciliation.md).
 * Implemented by the orders module (orders/order-shipping.ts); every move goes through its
 * lifecycle, which locks the order, checks the move, writes the timeline, puts stock back on a
 * return and mails the customer in the order's language.
 */
export interface ShippableOrder {
  /** The order's uuid. */
  id: string;
  /** "ORDER…", what the carrier is given as its client order code. */
  orderId: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  subtotal: number;
  total: number;
  fullName: string;
  phone: string;
  email: string;
  language: Language;
  /** The street line; null units on orders placed before wards were asked for. */
  street: string;
  provinceCode: number | null;
  provinceName: string | null;
  wardCode: number | null;
  wardName: string | null;
  createdAt: Date;
  items: Array<{ productId: string; name: string; color: string; unitPrice: number; quantity: number }>;
}

export interface OrdersForShipping {
  /** The orders by uuid, those that exist, in no particular order. */
  findOrders(ids: readonly string[]): Promise<ShippableOrder[]>;
  /** confirmed → shipping, the status mail telling the customer the carrier and code. */
  markShipping(id: string, tracking: ShipmentTracking): Promise<void>;
  /**
   * shipping → delivered; a cash-on-delivery order the carrier collected for becomes paid. True
   * when this call moved the order (false: it already was, or may no longer go there).
   */
  markDelivered(id: string, tracking: ShipmentTracking, options: { codCollected: boolean }): Promise<boolean>;
  /** shipping → returned, its stock back on the shelf. True when this call moved the order. */
  markReturned(id: string, tracking: ShipmentTracking): Promise<boolean>;
}
