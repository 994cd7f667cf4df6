import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChevronLeftIcon, ChevronRightIcon } from "./control-icons";

interface PaginationProps {
  page: number;
  pages: number;
  /** The link (path and query) of another page. */
  hrefForPage: (page: number) => string;
}

const pageLink =
  "tap inline-flex items-center gap-1 rounded-full border border-line bg-surface px-4 text-sm font-medium transition-colors hover:border-accent hover:text-accent";
const disabledLink =
  "tap inline-flex items-center gap-1 rounded-full border border-line px-4 text-sm text-muted/60";

/** Previous / "Page 2 of 5" / next, as links so that each page has its own shareable URL. */
export function Pagination({ page, pages, hrefForPage }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={t("products.page", { page, pages })}
      className="mt-12 flex items-center justify-center gap-3"
    >
      {page > 1 ? (
        <Link to={hrefForPage(page - 1)} className={pageLink} rel="prev">
          <ChevronLeftIcon className="size-4" />
          {t("products.previous_page")}
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledLink}>
          <ChevronLeftIcon className="size-4" />
          {t("products.previous_page")}
        </span>
      )}
      <span className="px-2 text-sm text-muted" aria-current="page" data-testid="page-status">
        {t("products.page", { page, pages })}
      </span>
      {page < pages ? (
        <Link to={hrefForPage(page + 1)} className={pageLink} rel="next">
          {t("products.next_page")}
          <ChevronRightIcon className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledLink}>
          {t("products.next_page")}
          <ChevronRightIcon className="size-4" />
        </span>
      )}
    </nav>
  );
}
