import { PAGE_LIMIT_DEFAULT, PAGE_PATHS } from "@shop/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useProducts } from "../../entities/product/product-api";
import { ProductGrid } from "../../entities/product/product-card";
import { pageCount, parseProductListParams } from "../../entities/product/product-list-params";
import { PageIntro } from "../../ui/page-intro";
import { usePageTitle } from "../../ui/page-title";
import { Pagination } from "../../ui/pagination";
import { LoadingText } from "../../ui/spinner";
import { EmptyMessage, ErrorMessage } from "../../ui/status-message";

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
    content = <EmptyMessage>{t("search.no_results", { query })}</EmptyMessage>;
  } else {
    const { items, total, limit } = results.data;
    content = (
      <div aria-busy={results.isPlaceholderData}>
        <p className="mb-6 text-sm text-muted" data-testid="result-count">
          {t("search.count", { count: total })}
        </p>
        <ProductGrid products={items} eagerCount={4} />
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
