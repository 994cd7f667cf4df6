import type { Language, OrderStatus, PaymentMethod, PaymentProvider, PaymentStatus } from "@shop/shared";
import type { MailMessage } from "../mail/mailer";

/**
 * All the payments module needs of orders (docs/decisions/026-payments.md). Implemented by the
 * orders module (orders/order-payments.ts); the moves it makes (paid, cancelled unpaid) are the
 * orders module's to carry out with whatever they bring along (stock, timeline, mail).
 */
export interface PayableOrder {
  /** The order's uuid: what the shopper holds from the order answer, the key to its payment state. */
  id: string;
  orderId: string;
  total: number;
  paymentMethod: PaymentMethod;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  email: string;
  fullName: string;
  language: Language;
  createdAt: Date;
}

/**
 * Who settled or cancelled: a gateway's notification, the bank's feed of incoming transfers
 * (SePay), the owner, or the payment clock.
 */
export type PaymentActor =
  | { kind: "gateway"; provider: PaymentProvider }
  | { kind: "bank_feed"; source: "sepay" }
  | { kind: "admin"; userId: string }
  | { kind: "system"; reason: "payment_expired" | "payment_unavailable" };

export interface OrdersForPayments {
  findOrder(orderId: string): Promise<PayableOrder | null>;
  /** Unpaid and not cancelled → paid. True when this call made the change. */
  markPaid(orderId: string, actor: PaymentActor): Promise<boolean>;
  /**
   * Pending and unpaid → cancelled. True when this call made the change. `notice` is the mail
   * that tells the customer why, queued in the cancellation's own transaction (the mail outbox).
   */
  cancelUnpaid(
    orderId: string,
    actor: PaymentActor,
    notice?: (order: PayableOrder) => MailMessage,
  ): Promise<boolean>;
  /** Pending, unpaid orders of these methods placed before `before`, oldest first. */
  listWaitingForPayment(
    methods: readonly PaymentMethod[],
    before: Date,
    limit: number,
  ): Promise<PayableOrder[]>;
}
