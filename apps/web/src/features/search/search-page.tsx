import { CATEGORIES, categoryKey, PAGE_LIMIT_DEFAULT, PAGE_PATHS } from "@shop/shared";
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

/** Newest products shown when a search finds nothing: one row at the widest layout. */
const SUGGESTED_PRODUCTS = 4;

function searchPageHref(query: string, page: number): string {
  const search = new URLSearchParams({ q: query });
  if (page > 1) search.set("page", String(page));
  return `${PAGE_PATHS.search}?${search.toString()}`;
}

/**
 * Search results: the server matches name or category, case- and
 * diacritic-insensitive ("tui xach" finds "Túi xách"), a page at a time (docs/decisions/002-vietnamese-search.md).
 * Loading, error, no results (with the query) or the 2/3/4-column grid; title and description
 * use the query.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = params.get("q")?.trim().slice(0, 100) ?? "";
  const { page } = parseProductListParams(params);
  const title = query ? t("search.title", { query }) : t("search.title_empty");
  usePageTitle(title, query ? t("search.description", { query }) : t("search.description_empty"));

  const results = useProducts({ q: query, page, limit: PAGE_LIMIT_DEFAULT }, { enabled: query !== "" });

  let content: ReactNode;
  if (!query) {
    content = <EmptyMessage>{t("search.empty_query")}</EmptyMessage>;
  } else if (results.isPending) {
    content = <LoadingText text={t("search.loading")} />;
  } else if (results.isError) {
    content = <ErrorMessage>{t("search.error")}</ErrorMessage>;
  } else if (results.data.items.length === 0) {
    content = (
      <>
        <EmptyMessage>{t("search.no_results", { query })}</EmptyMessage>
        <NoResultsHelp />
      </>
    );
  } else {
    const { items, total, limit } = results.data;
    content = (
      <div aria-busy={results.isPlaceholderData}>
        <p className="mb-6 text-sm text-muted" data-testid="result-count">
          {t("search.count", { count: total })}
        </p>
        <ProductGrid products={items} eagerCount={4} headingLevel={2} />
        <Pagination
          page={page}
          pages={pageCount(total, limit)}
          hrefForPage={(next) => searchPageHref(query, next)}
        />
      </div>
    );
  }

  return (
    <div className="container-page pb-16">
      <PageIntro title={title}>
        <p>{query ? t("search.description", { query }) : t("search.description_empty")}</p>
      </PageIntro>
      <div className="pt-8 md:pt-10">{content}</div>
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
          <ProductGrid products={newest.data.items} />
        </section>
      )}
    </div>
  );
}
