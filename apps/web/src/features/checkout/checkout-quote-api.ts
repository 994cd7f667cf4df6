import type { CheckoutQuote, CheckoutQuoteRequest } from "@shop/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";

/**
 * POST /api/checkout/quote: the server's figures for the cart as it would be ordered now (lines at
 * its prices, the voucher's discount or why it does not apply, the shipping options for the ward
 * and the total with the one picked). Asked again whenever the cart, the ward, the applied code or
 * the pick changes; the last answer stays on screen meanwhile, so the summary does not jump.
 */
export function fetchCheckoutQuote(
  request: CheckoutQuoteRequest,
  signal?: AbortSignal,
): Promise<CheckoutQuote> {
  return apiFetch<CheckoutQuote>("/checkout/quote", { method: "POST", body: request, signal });
}

export function useCheckoutQuote(request: CheckoutQuoteRequest | null) {
  return useQuery({
    queryKey: ["checkout-quote", request],
    queryFn: ({ signal }) => fetchCheckoutQuote(request as CheckoutQuoteRequest, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    // A fee or a date must be today's: never answered from an old visit.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
