import {
  CATEGORIES,
  type CatalogueFilters,
  catalogueFilterParams,
  categoryKey,
  PAGE_LIMIT_DEFAULT,
  PAGE_PATHS,
  PRODUCT_SORTS,
  type ProductSort,
} from "@shop/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useProducts } from "../../entities/product/product-api";
import { ProductGrid, ProductGridSkeleton } from "../../entities/product/product-card";
import {
  type ProductListParams,
  pageCount,
  parseProductListParams,
  productListSearch,
} from "../../entities/product/product-list-params";
import { PageIntro } from "../../ui/page-intro";
import { usePageTitle } from "../../ui/page-title";
import { Pagination } from "../../ui/pagination";
import { LoadingText } from "../../ui/spinner";
import { EmptyMessage, ErrorMessage } from "../../ui/status-message";
import { favouriteOnCard } from "../favourites";
import { CatalogueFilterPanel, useCatalogueFilters } from "../filters";

const SORT_LABEL_KEYS: Record<ProductSort, string> = {
  newest: "products.sort_newest",
  price_asc: "products.sort_price_asc",
  price_desc: "products.sort_price_desc",
};

/** Eager images: the first row at 4 columns (and the first two rows on phones). */
const EAGER_CARDS = 4;

/** The list's URL: category, sort and page, and the filters (kept when the category changes). */
function listSearch(params: ProductListParams, filters: CatalogueFilters): URLSearchParams {
  const search = productListSearch(params);
  for (const [name, value] of Object.entries(catalogueFilterParams(filters))) search.set(name, value);
  return search;
}

function listHref(params: ProductListParams, filters: CatalogueFilters): string {
  const search = listSearch(params, filters).toString();
  return search ? `${PAGE_PATHS.products}?${search}` : PAGE_PATHS.products;
}

/**
 * The product list: categories, the filters with their counts (features/filters), a sort and
 * pages, all kept in the URL; one grid in the chosen order.
 */
export function ProductsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseProductListParams(searchParams);
  const { filters, setFilters } = useCatalogueFilters();
  const categoryName = params.category ? t(categoryKey(params.category)) : null;
  usePageTitle(categoryName ?? t("products.title"), t("products.description"));

  const products = useProducts({
    category: params.category ?? undefined,
    sort: params.sort,
    page: params.page,
    limit: PAGE_LIMIT_DEFAULT,
    filters: catalogueFilterParams(filters),
    facets: true,
  });

  let content: ReactNode;
  if (products.isPending) {
    content = (
      <>
        <LoadingText text={t("products.loading")} />
        <ProductGridSkeleton count={EAGER_CARDS} />
      </>
    );
  } else if (products.isError) {
    content = <ErrorMessage>{t("products.error")}</ErrorMessage>;
  } else if (products.data.items.length === 0) {
    content = <EmptyMessage>{t("products.no_products")}</EmptyMessage>;
  } else {
    const { items, total, limit } = products.data;
    content = (
      <div aria-busy={products.isPlaceholderData}>
        {/* One grid in the chosen order, categories mixed: grouping a page by category would sort
            only inside each group and repeat every heading on every page
            (docs/decisions/014-storefront-fixes.md). The home page keeps its category sections. */}
        <ProductGrid
          products={items}
          eagerCount={EAGER_CARDS}
          renderFavourite={favouriteOnCard}
          headingLevel={2}
          matchedColors={products.data.matchedColors}
        />
        <Pagination
          page={params.page}
          pages={pageCount(total, limit)}
          hrefForPage={(page) => listHref({ ...params, page }, filters)}
        />
      </div>
    );
  }

  return (
    <div className="container-page pb-16">
      <PageIntro title={categoryName ?? t("products.title")}>
        <p>{t("products.subtitle")}</p>
      </PageIntro>

      <div className="flex flex-col gap-4 border-b border-line py-5 md:flex-row md:items-center md:justify-between">
        <nav aria-label={t("products.filter_label")} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
          <ul className="flex gap-2 whitespace-nowrap">
            {[null, ...CATEGORIES].map((category) => {
              const isActive = params.category === category;
              return (
                <li key={category ?? "all"}>
                  <Link
                    to={listHref({ ...params, category, page: 1 }, filters)}
                    aria-current={isActive ? "page" : undefined}
                    className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm transition-colors ${
                      isActive
                        ? "border-ink bg-ink text-white"
                        : "border-line bg-surface text-ink hover:border-accent hover:text-accent"
                    }`}
                  >
                    {category ? t(categoryKey(category)) : t("products.all_categories")}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex items-center justify-between gap-3 md:justify-end">
          {/* Always there, so the sort box does not move aside when the count arrives. */}
          <p className="min-h-5 text-sm whitespace-nowrap text-muted" data-testid="product-count">
            {products.data ? t("products.count", { count: products.data.total }) : null}
          </p>
          <label className="flex items-center gap-2 text-sm">
            {/* On phones the chosen sort reads for itself; the label stays for screen readers. */}
            <span className="sr-only whitespace-nowrap text-muted md:not-sr-only">
              {t("products.sort_label")}
            </span>
            <select
              value={params.sort}
              onChange={(event) => {
                const sort = PRODUCT_SORTS.find((value) => value === event.target.value) ?? params.sort;
                setSearchParams(listSearch({ ...params, sort, page: 1 }, filters));
              }}
              className="min-h-11 rounded-full border border-line bg-surface px-4 text-sm text-ink focus:border-accent"
            >
              {PRODUCT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(SORT_LABEL_KEYS[sort])}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>

      <div className="pt-8 md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-10 md:pt-10">
        <CatalogueFilterPanel
          filters={filters}
          facets={products.data?.facets}
          total={products.data?.total}
          onChange={setFilters}
        />
        <div>{content}</div>
      </div>
    </div>
  );
}
