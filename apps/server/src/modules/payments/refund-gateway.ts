import type { PaymentMethod } from "@shop/shared";

/**
 * What the returns module calls to give money back through a gateway (VNPay, MoMo), and what it
 * gets back (docs/decisions/048-sepay-and-refunds.md). One implementation per provider file
 * (vnpay-refund.ts, momo-refund.ts), chosen by the order's payment method in payment-refunds.ts.
 */

/** The order a refund is for, as the returns module knows it. */
export interface RefundOrder {
  /** The order code ("ORDER…"): the payment's reference at the gateway. */
  orderId: string;
  paymentMethod: PaymentMethod;
  /** What was paid, whole đồng. */
  total: number;
  /** When the order (and so its payment request) was created. */
  createdAt: Date;
}

/**
 * succeeded: the gateway gave the money back; pending: it took the request and will finish later
 * (the owner sees it in the gateway's portal); failed: it refused, nothing moved.
 */
export type RefundStatus = "succeeded" | "pending" | "failed";

export interface RefundOutcome {
  status: RefundStatus;
  /** The gateway's own id of the refund, for the owner's records; null when it gave none. */
  gatewayReference: string | null;
  /** The gateway's code and message, for the log and the owner. */
  gatewayCode: string;
  message: string;
}

export interface PaymentRefunds {
  /**
   * Gives `amount` đồng of the order's payment back. `requestId` is the caller's idempotency key:
   * the same id again is the same refund (the gateways deduplicate on it). Throws
   * RefundGatewayError when the gateway cannot be reached or its answer cannot be verified:
   * whether money moved is then unknown, and the refund must not be recorded as done.
   */
  refund(order: RefundOrder, amount: number, reason: string, requestId: string): Promise<RefundOutcome>;
}

/** The gateway could not be asked, or what came back cannot be believed. */
export class RefundGatewayError extends Error {
  constructor(
    message: string,
    readonly kind: "unreachable" | "unverified_answer" | "no_payment_record" | "not_refundable",
  ) {
    super(message);
    this.name = "RefundGatewayError";
  }
}
