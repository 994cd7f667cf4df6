import { createHmac, timingSafeEqual } from "node:crypto";
import { RefundGatewayError, type RefundStatus } from "./refund-gateway";
import { VNPAY_VERSION, vnpayDate } from "./vnpay";

/**
 * VNPay's refund, as VNPay documents it (sandbox.vnpayment.vn/apis/docs/truy-van-hoan-tien/
 * querydr&refund.html; docs/decisions/048-sepay-and-refunds.md keeps the facts):
 *
 * - POST JSON to `/merchant_webapi/api/transaction` (VNPAY_API_URL) with `vnp_RequestId` (unique
 *   per request, not repeated within a day), `vnp_Version` 2.1.0, `vnp_Command` "refund",
 *   `vnp_TmnCode`, `vnp_TransactionType` "02" (full) or "03" (partial), `vnp_TxnRef` (the order
 *   code the payment used), `vnp_Amount` (đồng × 100), `vnp_TransactionNo` (VNPay's number of the
 *   payment, from its IPN), `vnp_TransactionDate` (the payment's `vnp_CreateDate`, GMT+7
 *   yyyyMMddHHmmss), `vnp_CreateBy` (who asks), `vnp_CreateDate` (now, GMT+7), `vnp_IpAddr` (the
 *   calling server), `vnp_OrderInfo` (why) and `vnp_SecureHash`.
 * - `vnp_SecureHash` = HMAC-SHA512 (hex) under the hash secret of the values joined by `|` in this
 *   order: RequestId, Version, Command, TmnCode, TransactionType, TxnRef, Amount, TransactionNo,
 *   TransactionDate, CreateBy, CreateDate, IpAddr, OrderInfo (not URL-encoded, unlike the payment URL).
 * - The answer is JSON signed the same way over ResponseId, Command, ResponseCode, Message,
 *   TmnCode, TxnRef, Amount, BankCode, PayDate, TransactionNo, TransactionType, TransactionStatus,
 *   OrderInfo (an absent value counts as empty).
 * - `vnp_ResponseCode`: 00 accepted; 02 bad TmnCode; 03 malformed; 91 no such payment; 94 a refund
 *   of it is already being processed; 95 the payment did not succeed at VNPay; 97 bad checksum;
 *   99 other. `vnp_TransactionStatus` of an accepted refund: 05 being processed, 06 sent to the
 *   bank, 09 refused.
 */

export const VNPAY_REFUND_TYPES = { full: "02", partial: "03" } as const;

export interface VnpayRefundCredentials {
  tmnCode: string;
  hashSecret: string;
  /** VNPAY_API_URL: `…/merchant_webapi/api/transaction`. */
  apiUrl: string;
}

export interface VnpayRefundRequest {
  requestId: string;
  /** The order code the payment was made under (`vnp_TxnRef`). */
  orderId: string;
  /** Whole đồng to give back. */
  amount: number;
  /** Whether this gives back the whole payment (type 02) or a part (03). */
  full: boolean;
  /** VNPay's number of the payment (`vnp_TransactionNo` of its IPN); "0" when unknown. */
  transactionNo: string;
  /** When the payment was created (its `vnp_CreateDate`). */
  paidCreatedAt: Date;
  createdBy: string;
  reason: string;
  serverIp: string;
  now: Date;
}

/** The request's signed fields, in VNPay's order. */
const REQUEST_FIELDS = [
  "vnp_RequestId",
  "vnp_Version",
  "vnp_Command",
  "vnp_TmnCode",
  "vnp_TransactionType",
  "vnp_TxnRef",
  "vnp_Amount",
  "vnp_TransactionNo",
  "vnp_TransactionDate",
  "vnp_CreateBy",
  "vnp_CreateDate",
  "vnp_IpAddr",
  "vnp_OrderInfo",
] as const;

/** The answer's signed fields, in VNPay's order. */
const ANSWER_FIELDS = [
  "vnp_ResponseId",
  "vnp_Command",
  "vnp_ResponseCode",
  "vnp_Message",
  "vnp_TmnCode",
  "vnp_TxnRef",
  "vnp_Amount",
  "vnp_BankCode",
  "vnp_PayDate",
  "vnp_TransactionNo",
  "vnp_TransactionType",
  "vnp_TransactionStatus",
  "vnp_OrderInfo",
] as const;

function pipeHash(fields: readonly string[], values: Record<string, unknown>, hashSecret: string): string {
  const data = fields
    .map((field) => (values[field] === undefined || values[field] === null ? "" : String(values[field])))
    .join("|");
  return createHmac("sha512", hashSecret).update(data, "utf8").digest("hex");
}

export function vnpayRefundRequestHash(body: Record<string, unknown>, hashSecret: string): string {
  return pipeHash(REQUEST_FIELDS, body, hashSecret);
}

export function vnpayRefundAnswerHash(answer: Record<string, unknown>, hashSecret: string): string {
  return pipeHash(ANSWER_FIELDS, answer, hashSecret);
}

function sameHex(expected: string, given: unknown): boolean {
  if (typeof given !== "string" || !/^[0-9a-fA-F]+$/.test(given) || given.length !== expected.length)
    return false;
  return timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(given.toLowerCase(), "hex"));
}

/** Whether a body carries the checksum VNPay's documents give, under this secret. */
export function vnpayRefundRequestIsSigned(body: Record<string, unknown>, hashSecret: string): boolean {
  return sameHex(vnpayRefundRequestHash(body, hashSecret), body.vnp_SecureHash);
}

export function vnpayRefundAnswerIsSigned(answer: Record<string, unknown>, hashSecret: string): boolean {
  return sameHex(vnpayRefundAnswerHash(answer, hashSecret), answer.vnp_SecureHash);
}

export interface VnpayRefundAnswer {
  status: RefundStatus;
  responseCode: string;
  transactionStatus: string | null;
  /** VNPay's number of the refund transaction. */
  gatewayReference: string | null;
  message: string;
}

/** What VNPay's codes mean for the shop: money given back, on its way, or not. */
function statusOf(responseCode: string, transactionStatus: string | null): RefundStatus {
  if (responseCode === "94") return "pending";
  if (responseCode !== "00") return "failed";
  if (transactionStatus === "09") return "failed";
  if (transactionStatus === "05" || transactionStatus === "06") return "pending";
  return "succeeded";
}

/** Asks VNPay to give money back; the answer is believed only with VNPay's checksum. */
export async function vnpayRefund(
  credentials: VnpayRefundCredentials,
  request: VnpayRefundRequest,
  options: { timeoutMs?: number } = {},
): Promise<VnpayRefundAnswer> {
  const body: Record<string, string> = {
    vnp_RequestId: request.requestId,
    vnp_Version: VNPAY_VERSION,
    vnp_Command: "refund",
    vnp_TmnCode: credentials.tmnCode,
    vnp_TransactionType: request.full ? VNPAY_REFUND_TYPES.full : VNPAY_REFUND_TYPES.partial,
    vnp_TxnRef: request.orderId,
    vnp_Amount: String(request.amount * 100),
    vnp_TransactionNo: request.transactionNo,
    vnp_TransactionDate: vnpayDate(request.paidCreatedAt),
    vnp_CreateBy: request.createdBy,
    vnp_CreateDate: vnpayDate(request.now),
    vnp_IpAddr: request.serverIp,
    vnp_OrderInfo: request.reason,
  };
  body.vnp_SecureHash = vnpayRefundRequestHash(body, credentials.hashSecret);
  let answer: Record<string, unknown>;
  try {
    const response = await fetch(credentials.apiUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    answer = (await response.json()) as Record<string, unknown>;
  } catch (error) {
    throw new RefundGatewayError(`VNPay could not be reached: ${String(error)}`, "unreachable");
  }
  if (!vnpayRefundAnswerIsSigned(answer, credentials.hashSecret)) {
    throw new RefundGatewayError(
      "VNPay's refund answer does not carry VNPay's checksum.",
      "unverified_answer",
    );
  }
  // A signed answer about another payment or request is not an answer to this one.
  if (answer.vnp_TxnRef !== undefined && String(answer.vnp_TxnRef) !== request.orderId) {
    throw new RefundGatewayError("VNPay answered about another order.", "unverified_answer");
  }
  const responseCode = String(answer.vnp_ResponseCode ?? "");
  const transactionStatus =
    answer.vnp_TransactionStatus === undefined ? null : String(answer.vnp_TransactionStatus);
  return {
    status: statusOf(responseCode, transactionStatus),
    responseCode,
    transactionStatus,
    gatewayReference: answer.vnp_TransactionNo === undefined ? null : String(answer.vnp_TransactionNo),
    message: String(answer.vnp_Message ?? ""),
  };
}
