import { type Category, DEFAULT_PRODUCT_SORT, PAGE_LIMIT_DEFAULT, type ProductSort } from "@shop/shared";
import type { SearchQuery } from "./search-queries";

/**
 * The calls the storefront's own pages make, so that each scenario measures what a shopper's
 * browser asks (apps/web/src/entities/product/product-api.ts, products-by-ids.ts): the language on
 * screen always, and on list and search pages the page of 24 with the filters' counts beside it.
 */

/** A page of a list or a search as the shop's pages ask it: 24 products, their filters' counts, in Vietnamese. */
function pageCall(params: Record<string, string>): string {
  const query = new URLSearchParams(params);
  query.set("limit", String(PAGE_LIMIT_DEFAULT));
  query.set("facets", "true");
  query.set("lang", "vi");
  return `/api/products?${query.toString()}`;
}

/**
 * The product list page's call (apps/web/src/features/catalog/products-page.tsx): its category if
 * any, its sort (the newest first unless the shopper chose another), the page.
 */
export function listPath({
  category,
  sort = DEFAULT_PRODUCT_SORT,
  page,
}: {
  category?: Category;
  sort?: ProductSort;
  page: number;
}): string {
  return pageCall({ ...(category ? { category } : {}), sort, page: String(page) });
}

/**
 * The search page's call (apps/web/src/features/search/search-page.tsx): the words, the category
 * when a query names one, page 1 unless told. Its filters' counts cost the index more than the
 * page itself (docs/decisions/074-the-filters-counts-over-bitsets.md).
 */
export function searchPath(query: SearchQuery & { page?: number }): string {
  return pageCall({
    q: query.words.join(" "),
    ...(query.category ? { category: query.category } : {}),
    page: String(query.page ?? 1),
  });
}

/** The product page's call (`fetchProduct`). */
export function productPath(id: string): string {
  return `/api/products/${encodeURIComponent(id)}?lang=vi`;
}

/** The cart's one call for its lines (`fetchProductsByIds`). */
export function cartLinesPath(ids: readonly string[]): string {
  const query = new URLSearchParams({ ids: ids.join(","), limit: String(ids.length), lang: "vi" });
  return `/api/products?${query.toString()}`;
}
