import { createHmac, timingSafeEqual } from "node:crypto";
import { SHOP_UTC_OFFSET_SECONDS } from "@shop/shared";

/**
 * VNPay 2.1.0, as VNPay's integration guide documents it (docs/decisions/026-payments.md): the
 * payment URL's `vnp_*` parameters, sorted by name, each name and value URL-encoded the way PHP's
 * `urlencode` does (spaces as `+`), joined with `&`, and signed with HMAC-SHA512 under the hash
 * secret; the hex digest travels as `vnp_SecureHash`. VNPay signs its return and IPN calls the same
 * way, so the same function checks them.
 */

export const VNPAY_VERSION = "2.1.0";

/** PHP's urlencode: everything but letters, digits and `-_.` escaped, a space as `+`. */
export function vnpayEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+");
}

/** The signed text: the `vnp_` parameters but the hash ones, sorted, encoded, joined. */
export function vnpaySignData(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => key.startsWith("vnp_") && key !== "vnp_SecureHash" && key !== "vnp_SecureHashType")
    .filter((key) => params[key] !== undefined && params[key] !== "")
    .sort()
    .map((key) => `${vnpayEncode(key)}=${vnpayEncode(params[key] ?? "")}`)
    .join("&");
}

export function vnpaySign(params: Record<string, string>, hashSecret: string): string {
  return createHmac("sha512", hashSecret).update(vnpaySignData(params), "utf8").digest("hex");
}

/** Whether a call from VNPay carries a `vnp_SecureHash` made with the shop's secret. */
export function vnpayVerify(params: Record<string, string>, hashSecret: string): boolean {
  const given = params.vnp_SecureHash;
  if (typeof given !== "string" || !/^[0-9a-fA-F]{128}$/.test(given)) return false;
  const expected = Buffer.from(vnpaySign(params, hashSecret), "hex");
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), "hex"));
}

/** yyyyMMddHHmmss in Vietnam's time (GMT+7), which VNPay's dates are in. */
export function vnpayDate(date: Date): string {
  const local = new Date(date.getTime() + SHOP_UTC_OFFSET_SECONDS * 1000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}${pad(local.getUTCSeconds())}`;
}

export interface VnpayPaymentRequest {
  tmnCode: string;
  hashSecret: string;
  /** VNPAY_URL: VNPay's payment page. */
  url: string;
  orderId: string;
  /** Whole đồng; VNPay takes it times 100. */
  amount: number;
  orderInfo: string;
  returnUrl: string;
  clientIp: string;
  locale: "vn" | "en";
  createdAt: Date;
  expiresAt: Date;
}

/** The signed payment URL the shopper is sent to. */
export function vnpayPaymentUrl(request: VnpayPaymentRequest): string {
  const params: Record<string, string> = {
    vnp_Version: VNPAY_VERSION,
    vnp_Command: "pay",
    vnp_TmnCode: request.tmnCode,
    vnp_Amount: String(request.amount * 100),
    vnp_CurrCode: "VND",
    vnp_TxnRef: request.orderId,
    vnp_OrderInfo: request.orderInfo,
    vnp_OrderType: "other",
    vnp_Locale: request.locale,
    vnp_ReturnUrl: request.returnUrl,
    vnp_IpAddr: request.clientIp,
    vnp_CreateDate: vnpayDate(request.createdAt),
    vnp_ExpireDate: vnpayDate(request.expiresAt),
  };
  const signData = vnpaySignData(params);
  const hash = createHmac("sha512", request.hashSecret).update(signData, "utf8").digest("hex");
  return `${request.url}?${signData}&vnp_SecureHash=${hash}`;
}

/** VNPay's answers to its IPN call (`{RspCode, Message}`), as its guide lists them. */
export const VNPAY_IPN_ANSWERS = {
  confirmed: { RspCode: "00", Message: "Confirm Success" },
  orderNotFound: { RspCode: "01", Message: "Order not found" },
  alreadyConfirmed: { RspCode: "02", Message: "Order already confirmed" },
  invalidAmount: { RspCode: "04", Message: "Invalid amount" },
  invalidSignature: { RspCode: "97", Message: "Invalid signature" },
  other: { RspCode: "99", Message: "Unknown error" },
} as const;
export type VnpayIpnAnswer = (typeof VNPAY_IPN_ANSWERS)[keyof typeof VNPAY_IPN_ANSWERS];
