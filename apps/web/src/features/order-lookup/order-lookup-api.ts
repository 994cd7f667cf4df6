import type { OrderLookup } from "@shop/shared";
import { apiFetch } from "../../lib/api-client";

/** GET /api/orders/lookup: a guest's order by its code and phone (a wrong pair is a 404). */
export function lookUpOrder(orderId: string, phone: string): Promise<OrderLookup> {
  return apiFetch<OrderLookup>("/orders/lookup", { query: { orderId: orderId.trim(), phone: phone.trim() } });
}
