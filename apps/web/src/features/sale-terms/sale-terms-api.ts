import type { Language, SaleTerms } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";

export const SALE_TERMS_QUERY_KEY = ["sale-terms", "current"] as const;

/**
 * GET /api/terms/current?lang=: the terms in force, in the shopper's language. A new version comes
 * with a server restart; a refusal `terms_outdated` at checkout refetches it (use-place-order.ts).
 */
export function useCurrentSaleTerms(language: Language) {
  return useQuery({
    queryKey: [...SALE_TERMS_QUERY_KEY, language],
    queryFn: ({ signal }) => apiFetch<SaleTerms>("/terms/current", { query: { lang: language }, signal }),
  });
}
