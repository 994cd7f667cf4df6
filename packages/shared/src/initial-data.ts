import type { CategoryCount, Product, ProductPage } from "./catalogue";
import { type Category, isCategory } from "./categories";
import { PAGE_LIMIT_DEFAULT, PRODUCT_SORTS, type ProductSort } from "./constants";
import type { Language } from "./languages";

/**
 * Data the server puts into the page it sends, as
 * `<script id="initial-data" type="application/json">…</script>`, so that the first screen of a
 * page needs no second request (docs/decisions/012-first-screen-from-the-html.md): a product
 * page's product, the product list's first page, the home page's categories and featured lists.
 */
export const INITIAL_DATA_ELEMENT_ID = "initial-data";

/** Products per category on the home page: 2 rows at 4 columns, 4 rows at 2 columns. */
export const HOME_PRODUCTS_PER_CATEGORY = 8;

/** The product list's default order (newest first). */
export const DEFAULT_PRODUCT_SORT: ProductSort = "newest";

/** A GET /api/products request without a search text: what the list and home pages ask for. */
export interface ProductListRequestKey {
  category?: Category | null;
  /** A list's order; "relevance" is a search's, which the server never sends with a page. */
  sort?: ProductSort | "relevance";
  page?: number;
  limit?: number;
  /** The list's filters as query parameters (catalogue-filters.ts `catalogueFilterParams`). */
  filters?: Record<string, string>;
  /** Whether the answer carries the filters' counts (the product list asks for them). */
  facets?: boolean;
}

/** One answer of GET /api/products, with the request it answers. */
export interface InitialProductList {
  request: ProductListRequestKey;
  page: ProductPage;
}

export interface InitialData {
  /**
   * The language the products' texts are in (product-content.ts): the server's guess of the
   * shopper's; the web app uses the data only when it shows the same language.
   */
  language?: Language;
  /** The product of a `/products/{id}` page, exactly as GET /api/products/{id} answers it. */
  product?: Product;
  /** GET /api/categories, for the home page and the product list. */
  categories?: CategoryCount[];
  /** The lists the page shows first (the home page's featured lists, the product list's page). */
  productLists?: InitialProductList[];
}

/**
 * The same text for two requests the API answers alike (the API's defaults filled in), so that
 * `{ sort: "newest" }` matches `{ page: 1, limit: 24 }`.
 */
export function productListRequestKey(request: ProductListRequestKey): string {
  return JSON.stringify([
    request.category ?? null,
    request.sort ?? DEFAULT_PRODUCT_SORT,
    request.page ?? 1,
    request.limit ?? PAGE_LIMIT_DEFAULT,
    Object.entries(request.filters ?? {}).sort(([a], [b]) => (a < b ? -1 : 1)),
    request.facets ?? false,
  ]);
}

/** What the product list shows, kept in the page's URL so that back/forward and shared links work. */
export interface ProductListParams {
  category: Category | null;
  sort: ProductSort;
  page: number;
}

function isProductSort(value: string): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value);
}

/** What the list reads of an address's query (a URLSearchParams in the browser and on the server). */
export interface QueryParams {
  get(name: string): string | null;
}

/**
 * Reads `?category=…&sort=…&page=…` of the product list (the web app, and the server putting the
 * same page into the HTML). A value the API would refuse (an unknown category, a page of "abc")
 * falls back to the default instead, so a mistyped link still shows products.
 */
export function parseProductListParams(search: QueryParams): ProductListParams {
  const category = search.get("category") ?? "";
  const sort = search.get("sort") ?? "";
  const page = Number(search.get("page"));
  return {
    category: isCategory(category) ? category : null,
    sort: isProductSort(sort) ? sort : DEFAULT_PRODUCT_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}
