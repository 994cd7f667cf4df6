import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * How a delivery is signed (docs/decisions/058-webhooks-and-honest-numbers.md), the scheme
 * Stripe's webhooks made familiar: `X-Shop-Signature: t=<unix seconds>,v1=<hex>` where the hex is
 * HMAC-SHA256 under the endpoint's secret of `<t>.<the body's exact bytes>`; `X-Shop-Timestamp`
 * carries the same `t`. The timestamp is signed, so a receiver that refuses old ones (five minutes
 * is usual) cannot be replayed an old delivery.
 */
export const SIGNATURE_HEADER = "x-shop-signature";
export const TIMESTAMP_HEADER = "x-shop-timestamp";
export const EVENT_ID_HEADER = "x-shop-event-id";
export const EVENT_HEADER = "x-shop-event";

/** 32 random bytes, prefixed so an owner recognises it in a password manager. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

export function webhookSignature(secret: string, timestamp: number, body: string): string {
  const digest = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${digest}`;
}

/**
 * The receiver's check, as docs/webhooks.md shows it: the header's `t` and `v1`, the HMAC of
 * `t.body` compared in constant time, and `t` within `toleranceSeconds` of `nowSeconds`.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | undefined,
  body: string,
  { nowSeconds = Math.floor(Date.now() / 1000), toleranceSeconds = 300 } = {},
): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get("t"));
  const given = parts.get("v1") ?? "";
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest();
  const received = Buffer.from(given, "hex");
  return received.length === expected.length && timingSafeEqual(received, expected);
}
