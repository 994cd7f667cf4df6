import { type ProductPage, productIdParamsSchema } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";

/**
 * The products of the cart's lines in ONE batch request (`GET /api/products?ids=…`), never one per
 * line. The key is the sorted id list, so a quantity change does not ask again.
 */
export function useCartProducts(productIds: readonly string[]) {
  // A line whose id is not even a uuid (an edited localStorage) can match nothing: it is left out
  // of the request, so it cannot make the whole batch a 400, and shows as unavailable.
  const ids = [...new Set(productIds)].filter((id) => productIdParamsSchema.safeParse({ id }).success).sort();
  return useQuery({
    queryKey: ["cart", "products", ids],
    queryFn: ({ signal }) =>
      apiFetch<ProductPage>("/products", { query: { ids: ids.join(","), limit: ids.length }, signal }),
    enabled: ids.length > 0,
    select: (page) => page.items,
    staleTime: 30_000,
  });
}
