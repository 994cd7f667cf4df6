import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * MoMo's AIO v2 gateway (captureWallet), as MoMo's developer documentation gives it: the signature
 * is HMAC-SHA256 (hex) under the secret key of a "raw signature" text whose fields come in a fixed,
 * alphabetical order, different for the create request and the IPN.
 */

export interface MomoCredentials {
  partnerCode: string;
  accessKey: string;
  secretKey: string;
  /** MOMO_ENDPOINT: the API origin. */
  endpoint: string;
}

function hmac(secretKey: string, raw: string): string {
  return createHmac("sha256", secretKey).update(raw, "utf8").digest("hex");
}

export interface MomoCreateFields {
  amount: number;
  extraData: string;
  ipnUrl: string;
  orderId: string;
  orderInfo: string;
  redirectUrl: string;
  requestId: string;
  requestType: "captureWallet";
}

/** The create request's raw signature, fields in MoMo's documented order. */
export function momoCreateRawSignature(accessKey: string, partnerCode: string, f: MomoCreateFields): string {
  return `accessKey=${accessKey}&amount=${f.amount}&extraData=${f.extraData}&ipnUrl=${f.ipnUrl}&orderId=${f.orderId}&orderInfo=${f.orderInfo}&partnerCode=${partnerCode}&redirectUrl=${f.redirectUrl}&requestId=${f.requestId}&requestType=${f.requestType}`;
}

export function momoCreateSignature(credentials: MomoCredentials, fields: MomoCreateFields): string {
  return hmac(
    credentials.secretKey,
    momoCreateRawSignature(credentials.accessKey, credentials.partnerCode, fields),
  );
}

/** The IPN body MoMo posts (its fields that are signed, and the signature). */
export interface MomoIpnBody {
  partnerCode: string;
  orderId: string;
  requestId: string;
  amount: number | string;
  orderInfo: string;
  orderType: string;
  transId: number | string;
  resultCode: number | string;
  message: string;
  payType: string;
  responseTime: number | string;
  extraData: string;
  signature: string;
}

/** The IPN's raw signature, fields in MoMo's documented order. */
export function momoIpnRawSignature(accessKey: string, b: Omit<MomoIpnBody, "signature">): string {
  return `accessKey=${accessKey}&amount=${b.amount}&extraData=${b.extraData}&message=${b.message}&orderId=${b.orderId}&orderInfo=${b.orderInfo}&orderType=${b.orderType}&partnerCode=${b.partnerCode}&payType=${b.payType}&requestId=${b.requestId}&responseTime=${b.responseTime}&resultCode=${b.resultCode}&transId=${b.transId}`;
}

export function momoIpnSignature(
  credentials: Pick<MomoCredentials, "accessKey" | "secretKey">,
  body: Omit<MomoIpnBody, "signature">,
): string {
  return hmac(credentials.secretKey, momoIpnRawSignature(credentials.accessKey, body));
}

export function momoVerifyIpn(
  credentials: Pick<MomoCredentials, "accessKey" | "secretKey">,
  body: MomoIpnBody,
): boolean {
  if (typeof body.signature !== "string" || !/^[0-9a-fA-F]{64}$/.test(body.signature)) return false;
  const expected = Buffer.from(momoIpnSignature(credentials, body), "hex");
  return timingSafeEqual(expected, Buffer.from(body.signature.toLowerCase(), "hex"));
}

export class MomoUnavailableError extends Error {}

/**
 * POST {endpoint}/v2/gateway/api/create. Answers MoMo's `payUrl`; throws MomoUnavailableError when
 * MoMo cannot be reached or refuses (resultCode ≠ 0).
 */
export async function momoCreatePayment(
  credentials: MomoCredentials,
  fields: Omit<MomoCreateFields, "requestType">,
  options: { lang: "vi" | "en"; timeoutMs?: number },
): Promise<string> {
  const signed: MomoCreateFields = { ...fields, requestType: "captureWallet" };
  const body = {
    partnerCode: credentials.partnerCode,
    ...signed,
    lang: options.lang,
    signature: momoCreateSignature(credentials, signed),
  };
  let answer: { resultCode?: unknown; payUrl?: unknown; message?: unknown };
  try {
    const response = await fetch(`${credentials.endpoint}/v2/gateway/api/create`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    answer = (await response.json()) as typeof answer;
  } catch (error) {
    throw new MomoUnavailableError(`MoMo could not be reached: ${String(error)}`);
  }
  if (answer.resultCode !== 0 || typeof answer.payUrl !== "string") {
    throw new MomoUnavailableError(`MoMo refused: ${String(answer.resultCode)} ${String(answer.message)}`);
  }
  return answer.payUrl;
}
