import { type Category, DEFAULT_PRODUCT_SORT, PAGE_LIMIT_DEFAULT, type ProductSort } from "@shop/shared";

/**
 * The call the shop's product list page makes (apps/web/src/features/catalog/products-page.tsx):
 * its category if any, its sort (the newest first unless the shopper chose another), the page of
 * 24, the filters' counts shown beside the list, and the language on screen. The list and category
 * scenarios and the mixed load's list reads ask exactly this, as a shopper's browser does.
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
  const query = new URLSearchParams();
  if (category) query.set("category", category);
  query.set("sort", sort);
  query.set("page", String(page));
  query.set("limit", String(PAGE_LIMIT_DEFAULT));
  query.set("facets", "true");
  query.set("lang", "vi");
  return `/api/products?${query.toString()}`;
}

/** The product page's call (apps/web/src/entities/product/product-api.ts, `fetchProduct`). */
export function productPath(id: string): string {
  return `/api/products/${encodeURIComponent(id)}?lang=vi`;
}

/** The cart's one call for its lines (apps/web/src/entities/product/products-by-ids.ts). */
export function cartLinesPath(ids: readonly string[]): string {
  const query = new URLSearchParams({ ids: ids.join(","), limit: String(ids.length), lang: "vi" });
  return `/api/products?${query.toString()}`;
}
