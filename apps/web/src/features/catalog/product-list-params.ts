import { type Category, isCategory, PRODUCT_SORTS, type ProductSort } from "@shop/shared";

/** What the product list shows, kept in the page's URL so that back/forward and shared links work. */
export interface ProductListParams {
  category: Category | null;
  sort: ProductSort;
  page: number;
}

export const DEFAULT_PRODUCT_SORT: ProductSort = "newest";

function isProductSort(value: string): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value);
}

/**
 * Reads `?category=…&sort=…&page=…`. A value the API would refuse (an unknown category, a page of
 * "abc") falls back to the default instead, so a mistyped link still shows products.
 */
export function parseProductListParams(search: URLSearchParams): ProductListParams {
  const category = search.get("category") ?? "";
  const sort = search.get("sort") ?? "";
  const page = Number(search.get("page"));
  return {
    category: isCategory(category) ? category : null,
    sort: isProductSort(sort) ? sort : DEFAULT_PRODUCT_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The URL's search part for `params`, leaving out defaults so that the plain list stays `/products`. */
export function productListSearch(params: ProductListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.category) search.set("category", params.category);
  if (params.sort !== DEFAULT_PRODUCT_SORT) search.set("sort", params.sort);
  if (params.page > 1) search.set("page", String(params.page));
  return search;
}

/** The number of pages for `total` products, at least 1 so that "page 1 of 1" reads right when empty. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
