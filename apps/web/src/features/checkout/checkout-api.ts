import type { PlacedOrder, PlaceOrderRequest } from "@shop/shared";
import { apiFetch } from "../../lib/api-client";

/** What the web app sends: prices and totals are the server's business (docs/decisions/003-prices-on-the-server.md). */
export type OrderRequest = PlaceOrderRequest;

/** POST /api/orders with the attempt's Idempotency-Key: a retry of the same attempt makes no second order. */
export function placeOrder(order: OrderRequest, idempotencyKey: string): Promise<PlacedOrder> {
  return apiFetch<PlacedOrder>("/orders", {
    method: "POST",
    body: order,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

/** A random key per checkout attempt; crypto.randomUUID needs a secure context, so fall back to random bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `checkout-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
