import type { ProductPage } from "@shop/shared";
import { apiFetch } from "../../lib/api-client";
import { currentLanguage } from "../../lib/i18n";

/**
 * The products with these ids (the cart's lines, the recently viewed), in ONE request and in the
 * language on screen, so a line is named as the product page names it. Its own module, apart from
 * product-api.ts: only lazy pages use it, so it stays out of the first load.
 */
export function fetchProductsByIds(ids: readonly string[], signal?: AbortSignal): Promise<ProductPage> {
  return apiFetch<ProductPage>("/products", {
    query: { ids: ids.join(","), limit: ids.length, lang: currentLanguage() },
    signal,
  });
}

/**
 * The query key of such a batch: under the catalogue's (product-api.ts) so that what forgets the
 * catalogue forgets these too, and with the language, so switching it asks again.
 */
export function productsByIdsKey(scope: string, ids: readonly string[]) {
  return ["catalog", scope, currentLanguage(), ids] as const;
}
