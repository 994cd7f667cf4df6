import { type PaymentState, paymentStateSchema } from "@shop/shared";
import { apiFetch } from "../../lib/api-client";
import type { PendingPayment } from "./pending-payment";

/**
 * GET /api/payments/orders/:orderId?key=…: the server's word on the payment. Apart from
 * pending-payment.ts, which the checkout imports to remember the payment it starts: the checkout
 * then does not evaluate the payment schemas (Zod builds them as their module is evaluated, on the
 * page's first load).
 */
export async function fetchPaymentState(
  payment: PendingPayment,
  signal?: AbortSignal,
): Promise<PaymentState> {
  const answer = await apiFetch<unknown>(`/payments/orders/${encodeURIComponent(payment.orderId)}`, {
    query: { key: payment.key },
    signal,
  });
  return paymentStateSchema.parse(answer);
}
