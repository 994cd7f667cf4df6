import type { Language, OrderStatus, PaymentMethod, PaymentStatus } from "@shop/shared";
import type { Database } from "../../db/client";

/**
 * All the returns module needs of orders (docs/decisions/053-returns-refunds-exchanges.md).
 * Implemented by the orders module (orders/order-returns.ts), which owns the order's tables; the
 * payment's move after a refund goes through its lifecycle (timeline, audit).
 */
export interface ReturnableOrder {
  /** The order's uuid. */
  id: string;
  /** Its code, "ORDER…". */
  orderId: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  total: number;
  fullName: string;
  email: string;
  /** As stored at checkout, digits only. */
  phone: string;
  language: Language;
  createdAt: Date;
  /** When it last became delivered (its timeline); null when it never was. */
  deliveredAt: Date | null;
  lines: Array<{ productId: string; name: string; color: string; unitPrice: number; quantity: number }>;
}

/** The administrator who gave the money back. */
export interface RefundActor {
  id: string;
  email: string;
}

export interface OrdersForReturns {
  /** The order by its code ("ORDER…") or uuid; null when there is none. */
  findOrder(order: string): Promise<ReturnableOrder | null>;
  /**
   * The order, its row locked until `tx` ends (SELECT … FOR UPDATE): two returns or two refunds
   * of one order run one after the other, each seeing what the other wrote.
   */
  lockOrder(tx: Database, id: string): Promise<ReturnableOrder | null>;
  /**
   * The payment status a refund leaves (paid → partially_refunded / refunded), written with its
   * timeline event and audit entry in the refund's transaction. False when it already was `to`.
   */
  setRefundedPaymentStatus(
    tx: Database,
    id: string,
    to: "refunded" | "partially_refunded",
    actor: RefundActor,
  ): Promise<boolean>;
  /**
   * An exchange: these lines (other colours of the order's products) sent to the order's buyer as
   * a new, paid order of zero đồng, placed the way every order is (its stock taken, or 409
   * `out_of_stock`; its confirmation mailed). Answers the new order's uuid and code.
   */
  placeExchangeOrder(
    originalId: string,
    lines: ReadonlyArray<{ productId: string; color: string; quantity: number }>,
  ): Promise<{ id: string; orderId: string }>;
}
