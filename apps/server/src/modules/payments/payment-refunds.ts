import { networkInterfaces } from "node:os";
import type { PaymentsConfig } from "../../config";
import type { Database } from "../../db/client";
import { momoRefund } from "./momo-refund";
import { paidNotificationPayload } from "./payments.repository";
import {
  type PaymentRefunds,
  RefundGatewayError,
  type RefundOrder,
  type RefundOutcome,
} from "./refund-gateway";
import { vnpayRefund } from "./vnpay-refund";

export interface PaymentRefundsDependencies {
  db: Database;
  config: Pick<PaymentsConfig, "vnpay" | "momo">;
  /** The address this server calls VNPay from (`vnp_IpAddr`). */
  serverIp: string;
  /** Who asks VNPay (`vnp_CreateBy`): the shop's name. */
  createdBy: string;
  clock?: () => Date;
}

/**
 * Refunds through the gateway an order was paid with (docs/decisions/048-sepay-and-refunds.md).
 * The gateway's id of the payment comes from the notification that paid the order
 * (payment_notifications); an order no gateway paid cannot be refunded here (COD and bank
 * transfers are given back by hand and recorded with a reference).
 */
export function createPaymentRefunds({
  db,
  config,
  serverIp,
  createdBy,
  clock = () => new Date(),
}: PaymentRefundsDependencies): PaymentRefunds {
  async function paymentRecord(
    provider: "vnpay" | "momo",
    orderId: string,
  ): Promise<Record<string, unknown>> {
    const payload = await paidNotificationPayload(db, provider, orderId);
    if (!payload) {
      throw new RefundGatewayError(`No ${provider} payment is recorded for ${orderId}.`, "no_payment_record");
    }
    return payload;
  }

  return {
    async refund(
      order: RefundOrder,
      amount: number,
      reason: string,
      requestId: string,
    ): Promise<RefundOutcome> {
      if (!Number.isInteger(amount) || amount <= 0 || amount > order.total) {
        throw new RefundGatewayError(
          `A refund of ${amount} is not within 1..${order.total}.`,
          "not_refundable",
        );
      }
      if (order.paymentMethod === "vnpay" && config.vnpay) {
        const paid = await paymentRecord("vnpay", order.orderId);
        const answer = await vnpayRefund(
          { tmnCode: config.vnpay.tmnCode, hashSecret: config.vnpay.hashSecret, apiUrl: config.vnpay.apiUrl },
          {
            requestId,
            orderId: order.orderId,
            amount,
            full: amount === order.total,
            transactionNo: String(paid.vnp_TransactionNo ?? "0"),
            paidCreatedAt: order.createdAt,
            createdBy,
            reason,
            serverIp,
            now: clock(),
          },
        );
        return {
          status: answer.status,
          gatewayReference: answer.gatewayReference,
          gatewayCode: answer.responseCode,
          message: answer.message,
        };
      }
      if (order.paymentMethod === "momo" && config.momo) {
        const paid = await paymentRecord("momo", order.orderId);
        const answer = await momoRefund(config.momo, {
          // MoMo wants a new order id per refund; the request id keeps it the same on a retry.
          refundOrderId: `R${requestId.replace(/[^0-9A-Za-z]/g, "").slice(0, 40)}`,
          requestId,
          amount,
          transId: String(paid.transId ?? ""),
          description: reason,
          lang: "vi",
        });
        return {
          status: answer.status,
          gatewayReference: answer.gatewayReference,
          gatewayCode: answer.resultCode,
          message: answer.message,
        };
      }
      throw new RefundGatewayError(
        `An order paid by ${order.paymentMethod} is not refunded through a gateway.`,
        "not_refundable",
      );
    },
  };
}

/**
 * This machine's first public IPv4 address, for VNPay's `vnp_IpAddr` ("the address of the server
 * calling the API"); 127.0.0.1 when it has none (a test, a container with only loopback).
 */
export function serverAddress(): string {
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) {
      if (address.family === "IPv4" && !address.internal) return address.address;
    }
  }
  return "127.0.0.1";
}
