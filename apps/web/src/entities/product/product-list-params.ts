import { DEFAULT_PRODUCT_SORT, type ProductListParams } from "@shop/shared";

// The URL's rule is shared with the server, which puts the list's first page into the HTML.
export { DEFAULT_PRODUCT_SORT, type ProductListParams, parseProductListParams } from "@shop/shared";

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
