import {
  type CatalogueFilters,
  type CategoryCount,
  catalogueFilterParams,
  DEFAULT_LANGUAGE,
  HOME_PRODUCTS_PER_CATEGORY,
  type InitialData,
  type InitialProductList,
  type Language,
  PAGE_LIMIT_DEFAULT,
  PAGE_PATHS,
  type ProductListRequestKey,
  type ProductPage,
  parseCatalogueFilters,
  parseProductListParams,
} from "@shop/shared";
import type { Catalogue } from "../catalogue/catalogue.service";

export type CatalogueJson = Pick<Catalogue, "listProductsJson" | "listCategoriesJson">;

/** The filters as the API's query takes them (the list page's URL, read by the shared rule). */
function queryOfFilters(filters: CatalogueFilters) {
  return {
    colors: filters.colors.length > 0 ? filters.colors : undefined,
    materials: filters.materials.length > 0 ? filters.materials : undefined,
    minPrice: filters.minPrice ?? undefined,
    maxPrice: filters.maxPrice ?? undefined,
    onSale: filters.onSale || undefined,
    inStock: filters.inStock || undefined,
  };
}

/**
 * The first data of the home page and the product list, put into the HTML
 * (docs/decisions/012-first-screen-from-the-html.md): exactly
 * the lists those pages ask for first (features/catalog/home-page.tsx, products-page.tsx), from the
 * product service's cache of the API's JSON, so a hot page costs a few Map lookups and no query.
 * The web app matches each list to its request (`productListRequestKey`); any other page: null.
 */
export function createInitialDataLoader(products: CatalogueJson) {
  const readJson = async <T>(bytes: Promise<Buffer>): Promise<T> =>
    JSON.parse((await bytes).toString("utf8")) as T;

  async function list(
    request: Required<Omit<ProductListRequestKey, "filters" | "facets">>,
    language: Language,
    { filters, facets }: { filters?: CatalogueFilters; facets?: boolean } = {},
  ): Promise<InitialProductList> {
    const page = await readJson<ProductPage>(
      products.listProductsJson({
        category: request.category ?? undefined,
        sort: request.sort,
        page: request.page,
        limit: request.limit,
        lang: language,
        ...(filters && queryOfFilters(filters)),
        ...(facets && { facets }),
      }),
    );
    return {
      request: {
        ...request,
        ...(filters && { filters: catalogueFilterParams(filters) }),
        ...(facets && { facets }),
      },
      page,
    };
  }

  /** The page's first data, its products' texts in `language` (the shopper's, as guessed). */
  return async function loadInitialData(
    url: string,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<InitialData | null> {
    const [rawPath = "/", query = ""] = url.split("?");
    const pathname = rawPath.length > 1 ? rawPath.replace(/\/+$/, "") : rawPath;

    if (pathname === PAGE_PATHS.home) {
      const categories = await readJson<CategoryCount[]>(products.listCategoriesJson());
      const productLists = await Promise.all(
        categories
          .filter((category) => category.count > 0)
          .map((category) =>
            list(
              { category: category.name, sort: "newest", page: 1, limit: HOME_PRODUCTS_PER_CATEGORY },
              language,
            ),
          ),
      );
      return { language, categories, productLists };
    }

    if (pathname === PAGE_PATHS.products) {
      const search = new URLSearchParams(query);
      const params = parseProductListParams(search);
      // The list asks for its filters' counts with its page (features/catalog/products-page.tsx).
      const [categories, productList] = await Promise.all([
        readJson<CategoryCount[]>(products.listCategoriesJson()),
        list({ ...params, limit: PAGE_LIMIT_DEFAULT }, language, {
          filters: parseCatalogueFilters(search),
          facets: true,
        }),
      ]);
      return { language, categories, productLists: [productList] };
    }

    return null;
  };
}
