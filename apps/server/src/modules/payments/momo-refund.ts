import { createHmac, timingSafeEqual } from "node:crypto";
import type { MomoCredentials } from "./momo";
import { RefundGatewayError, type RefundStatus } from "./refund-gateway";

/**
 * MoMo's refund, as MoMo documents it (developers.momo.vn/v3/docs/payment/api/payment-api/refund;
 * docs/decisions/048-sepay-and-refunds.md keeps the facts):
 *
 * - POST JSON to `{MOMO_ENDPOINT}/v2/gateway/api/refund` with `partnerCode`, `orderId` (a new id
 *   for the refund, different from the payment's), `requestId` (unique per request; MoMo uses it
 *   for idempotency), `amount` (đồng: at least 1,000, at most what was paid), `transId` (MoMo's id
 *   of the payment, from its IPN), `lang` (vi or en), `description` and `signature`.
 * - `signature` = HMAC-SHA256 (hex) under the secret key of
 *   `accessKey=…&amount=…&description=…&orderId=…&partnerCode=…&requestId=…&transId=…`.
 * - The answer: `partnerCode, orderId, requestId, amount, transId` (MoMo's id of the refund),
 *   `resultCode` (0 = refunded; 1000, 7000 and 7002 = still being processed; anything else
 *   refused), `message`, `responseTime`. MoMo signs its other answers (the IPN) with the same key
 *   over the fields in alphabetical order; the shop checks a refund answer's `signature` over
 *   `accessKey, amount, message, orderId, partnerCode, requestId, responseTime, resultCode,
 *   transId` and refuses one whose signature is wrong. MoMo's refund page lists no signature among
 *   the answer's fields: an unsigned answer is believed only when it names this very refund
 *   (partner, refund order id, request id and amount), as a signed one must too.
 * - MoMo asks callers to wait at least 30 seconds for the answer.
 */

export interface MomoRefundRequest {
  /** A new id for this refund ("R…"), unique at MoMo. */
  refundOrderId: string;
  requestId: string;
  amount: number;
  /** MoMo's id of the payment (`transId` of its IPN). */
  transId: string;
  description: string;
  lang: "vi" | "en";
}

export interface MomoRefundAnswer {
  status: RefundStatus;
  resultCode: string;
  /** MoMo's id of the refund. */
  gatewayReference: string | null;
  message: string;
}

function hmac(secretKey: string, raw: string): string {
  return createHmac("sha256", secretKey).update(raw, "utf8").digest("hex");
}

export function momoRefundRawSignature(
  accessKey: string,
  b: {
    amount: unknown;
    description: unknown;
    orderId: unknown;
    partnerCode: unknown;
    requestId: unknown;
    transId: unknown;
  },
): string {
  return `accessKey=${accessKey}&amount=${b.amount}&description=${b.description}&orderId=${b.orderId}&partnerCode=${b.partnerCode}&requestId=${b.requestId}&transId=${b.transId}`;
}

export function momoRefundAnswerRawSignature(accessKey: string, a: Record<string, unknown>): string {
  const value = (name: string) => (a[name] === undefined || a[name] === null ? "" : String(a[name]));
  return `accessKey=${accessKey}&amount=${value("amount")}&message=${value("message")}&orderId=${value("orderId")}&partnerCode=${value("partnerCode")}&requestId=${value("requestId")}&responseTime=${value("responseTime")}&resultCode=${value("resultCode")}&transId=${value("transId")}`;
}

function sameHex(expected: string, given: unknown): boolean {
  if (typeof given !== "string" || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(given.toLowerCase(), "hex"));
}

/** Whether a refund request carries the signature MoMo's documents give, under these keys. */
export function momoRefundRequestIsSigned(
  credentials: Pick<MomoCredentials, "accessKey" | "secretKey">,
  body: Record<string, unknown>,
): boolean {
  const raw = momoRefundRawSignature(credentials.accessKey, {
    amount: body.amount,
    description: body.description,
    orderId: body.orderId,
    partnerCode: body.partnerCode,
    requestId: body.requestId,
    transId: body.transId,
  });
  return sameHex(hmac(credentials.secretKey, raw), body.signature);
}

export function momoRefundAnswerSignature(
  credentials: Pick<MomoCredentials, "accessKey" | "secretKey">,
  answer: Record<string, unknown>,
): string {
  return hmac(credentials.secretKey, momoRefundAnswerRawSignature(credentials.accessKey, answer));
}

const STILL_PROCESSING = new Set(["1000", "7000", "7002"]);

/** Asks MoMo to give money back; a wrongly signed answer, or one about another refund, is refused. */
export async function momoRefund(
  credentials: MomoCredentials,
  request: MomoRefundRequest,
  options: { timeoutMs?: number } = {},
): Promise<MomoRefundAnswer> {
  const signed = {
    partnerCode: credentials.partnerCode,
    orderId: request.refundOrderId,
    requestId: request.requestId,
    amount: request.amount,
    transId: request.transId,
    description: request.description,
  };
  const body = {
    ...signed,
    lang: request.lang,
    signature: hmac(credentials.secretKey, momoRefundRawSignature(credentials.accessKey, signed)),
  };
  let answer: Record<string, unknown>;
  try {
    const response = await fetch(`${credentials.endpoint}/v2/gateway/api/refund`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    answer = (await response.json()) as Record<string, unknown>;
  } catch (error) {
    throw new RefundGatewayError(`MoMo could not be reached: ${String(error)}`, "unreachable");
  }
  if (
    answer.signature !== undefined &&
    !sameHex(momoRefundAnswerSignature(credentials, answer), answer.signature)
  ) {
    throw new RefundGatewayError("MoMo's refund answer carries a wrong signature.", "unverified_answer");
  }
  const aboutThisRefund =
    answer.partnerCode === credentials.partnerCode &&
    answer.orderId === request.refundOrderId &&
    answer.requestId === request.requestId &&
    String(answer.amount) === String(request.amount);
  if (!aboutThisRefund) {
    throw new RefundGatewayError("MoMo's answer is not about this refund.", "unverified_answer");
  }
  const resultCode = String(answer.resultCode ?? "");
  const status: RefundStatus =
    resultCode === "0" ? "succeeded" : STILL_PROCESSING.has(resultCode) ? "pending" : "failed";
  return {
    status,
    resultCode,
    gatewayReference: answer.transId === undefined || answer.transId === null ? null : String(answer.transId),
    message: String(answer.message ?? ""),
  };
}
