import { type ShippingSettings, shippingFeeFor } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";

/**
 * The owner's shipping fee rule (GET /api/settings/shipping), asked again on each visit to the cart
 * or checkout: the server charges what it says at the moment of the order, so the page shows the
 * same rule (packages/shared/src/shipping.ts).
 */
export function useShippingSettings() {
  return useQuery({
    queryKey: ["settings", "shipping"],
    queryFn: ({ signal }) => apiFetch<ShippingSettings>("/settings/shipping", { signal }),
    staleTime: 0,
  });
}

/** The fee the server will charge for `subtotal`, or null while the rule is not known yet. */
export function shownShippingFee(subtotal: number, settings: ShippingSettings | undefined): number | null {
  return settings ? shippingFeeFor(subtotal, settings) : null;
}
