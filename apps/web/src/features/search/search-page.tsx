import {
  CATEGORIES,
  catalogueFilterParams,
  categoryKey,
  PAGE_LIMIT_DEFAULT,
  PAGE_PATHS,
  SEARCH_SORTS,
  type SearchSort,
} from "@shop/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useProducts } from "../../entities/product/product-api";
import { ProductGrid } from "../../entities/product/product-card";
import { pageCount, parseProductListParams } from "../../entities/product/product-list-params";
import { PageIntro } from "../../ui/page-intro";
import { usePageTitle } from "../../ui/page-title";
import { Pagination } from "../../ui/pagination";
import { LoadingText } from "../../ui/spinner";
import { EmptyMessage, ErrorMessage } from "../../ui/status-message";
import { categoryHref } from "../catalog";
import { favouriteOnCard } from "../favourites";
import { CatalogueFilterPanel, useCatalogueFilters } from "../filters";

/** Newest products shown when a search finds nothing: one row at the widest layout. */
const SUGGESTED_PRODUCTS = 4;

const SORT_LABEL_KEYS: Record<SearchSort, string> = {
  relevance: "filters.sort_relevance",
  newest: "products.sort_newest",
  price_asc: "products.sort_price_asc",
  price_desc: "products.sort_price_desc",
};

function isSearchSort(value: string | null): value is SearchSort {
  return (SEARCH_SORTS as readonly (string | null)[]).includes(value);
}

/** The search page's URL for another page: the words, the sort and the filters stay. */
function searchPageHref(params: URLSearchParams, page: number): string {
  const search = new URLSearchParams(params);
  if (page > 1) search.set("page", String(page));
  else search.delete("page");
  return `${PAGE_PATHS.search}?${search.toString()}`;
}

/**
 * Search results: the server matches names, colours, materials and descriptions in four
 * languages, with or without accents and with one slip of the thumb, best match first
 * (docs/decisions/056-filters-and-relevance.md), a page at a time; the sort and the filters with
 * their counts are kept in the URL. Loading, error, no results (with the query) or the 2/3/4-column
 * grid, each card showing the colour the words named; title and description use the query.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get("q")?.trim().slice(0, 100) ?? "";
  const { page } = parseProductListParams(params);
  const requestedSort = params.get("sort");
  const sort: SearchSort = isSearchSort(requestedSort) ? requestedSort : "relevance";
  const { filters, isFiltered, setFilters } = useCatalogueFilters();
  const title = query ? t("search.title", { query }) : t("search.title_empty");
  usePageTitle(title, query ? t("search.description", { query }) : t("search.description_empty"));

  const results = useProducts(
    {
      q: query,
      page,
      limit: PAGE_LIMIT_DEFAULT,
      ...(sort !== "relevance" && { sort }),
      filters: catalogueFilterParams(filters),
      facets: true,
    },
    { enabled: query !== "" },
  );

  let content: ReactNode;
  if (!query) {
    content = <EmptyMessage>{t("search.empty_query")}</EmptyMessage>;
  } else if (results.isPending) {
    content = <LoadingText text={t("search.loading")} />;
  } else if (results.isError) {
    content = <ErrorMessage>{t("search.error")}</ErrorMessage>;
  } else if (results.data.items.length === 0 && results.data.total === 0 && !isFiltered) {
    content = (
      <>
        <EmptyMessage>{t("search.no_results", { query })}</EmptyMessage>
        <NoResultsHelp />
      </>
    );
  } else {
    const { items, total, limit, matchedColors } = results.data;
    content = (
      <div aria-busy={results.isPlaceholderData}>
        <div className="mb-6 flex items-center justify-between gap-3">
          <p className="text-sm text-muted" data-testid="result-count">
            {t("search.count", { count: total })}
          </p>
          <label className="flex items-center gap-2 text-sm">
            <span className="sr-only whitespace-nowrap text-muted md:not-sr-only">
              {t("products.sort_label")}
            </span>
            <select
              value={sort}
              onChange={(event) => {
                const next = new URLSearchParams(params);
                const chosen = event.target.value;
                if (chosen === "relevance" || !isSearchSort(chosen)) next.delete("sort");
                else next.set("sort", chosen);
                next.delete("page");
                setParams(next);
              }}
              className="min-h-11 rounded-full border border-line bg-surface px-4 text-sm text-ink focus:border-accent"
            >
              {SEARCH_SORTS.map((option) => (
                <option key={option} value={option}>
                  {t(SORT_LABEL_KEYS[option])}
                </option>
              ))}
            </select>
          </label>
        </div>
        {items.length === 0 ? (
          <EmptyMessage>{t("search.no_results", { query })}</EmptyMessage>
        ) : (
          <ProductGrid
            products={items}
            eagerCount={4}
            headingLevel={2}
            matchedColors={matchedColors}
            renderFavourite={favouriteOnCard}
          />
        )}
        <Pagination
          page={page}
          pages={pageCount(total, limit)}
          hrefForPage={(next) => searchPageHref(params, next)}
        />
      </div>
    );
  }

  return (
    <div className="container-page pb-16">
      <PageIntro title={title}>
        <p>{query ? t("search.description", { query }) : t("search.description_empty")}</p>
      </PageIntro>
      {query && !results.isError && (results.data?.total !== 0 || isFiltered) ? (
        <div className="pt-8 md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-10 md:pt-10">
          <CatalogueFilterPanel
            filters={filters}
            facets={results.data?.facets}
            total={results.data?.total}
            onChange={setFilters}
          />
          <div>{content}</div>
        </div>
      ) : (
        <div className="pt-8 md:pt-10">{content}</div>
      )}
    </div>
  );
}

/** Somewhere to go after an empty search: the categories, the whole catalogue, the newest bags. */
function NoResultsHelp() {
  const { t } = useTranslation();
  const newest = useProducts({ sort: "newest", page: 1, limit: SUGGESTED_PRODUCTS });
  return (
    <div className="mt-6 space-y-10" data-testid="no-results-help">
      <nav aria-label={t("search.browse_categories")}>
        <p className="text-sm text-muted">{t("search.browse_categories")}</p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {CATEGORIES.map((category) => (
            <li key={category}>
              <Link
                to={categoryHref(category)}
                className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm text-ink hover:border-accent hover:text-accent"
              >
                {t(categoryKey(category))}
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={PAGE_PATHS.products}
              className="inline-flex min-h-11 items-center rounded-full border border-ink bg-ink px-4 text-sm text-white hover:bg-accent"
            >
              {t("search.all_products")}
            </Link>
          </li>
        </ul>
      </nav>
      {newest.data && newest.data.items.length > 0 && (
        <section aria-labelledby="search-suggested">
          <h2 id="search-suggested" className="mb-6 font-display text-2xl font-semibold">
            {t("search.suggested")}
          </h2>
          <ProductGrid products={newest.data.items} renderFavourite={favouriteOnCard} />
        </section>
      )}
    </div>
  );
}
