import { isUuid } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { fetchProductsByIds, productsByIdsKey } from "../../entities/product/products-by-ids";

/**
 * The products of the cart's lines in ONE batch request (`GET /api/products?ids=…`), never one per
 * line. The key is the language and the sorted id list, so a quantity change does not ask again and
 * a change of language names the lines again in the new one.
 */
export function useCartProducts(productIds: readonly string[]) {
  // Re-render (so re-key) when the shopper switches language.
  useTranslation();
  // A line whose id is not even a uuid (an edited localStorage) can match nothing: it is left out
  // of the request, so it cannot make the whole batch a 400, and shows as unavailable.
  const ids = [...new Set(productIds)].filter(isUuid).sort();
  return useQuery({
    queryKey: productsByIdsKey("cart", ids),
    queryFn: ({ signal }) => fetchProductsByIds(ids, signal),
    enabled: ids.length > 0,
    select: (page) => page.items,
    staleTime: 30_000,
  });
}
