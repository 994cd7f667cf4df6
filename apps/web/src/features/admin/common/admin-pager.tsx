import { useTranslation } from "react-i18next";

const button =
  "tap rounded-full border border-line bg-surface px-4 text-sm font-medium hover:border-accent hover:text-accent disabled:opacity-40 disabled:hover:border-line disabled:hover:text-ink";

/** Previous / "Page 2 of 5" / next for the admin tables (their page is not part of the URL). */
export function AdminPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={t("admin.page", { page, pages })}
      className="flex items-center justify-center gap-3 pt-2"
    >
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("admin.previous_page")}
      </button>
      <span className="text-sm text-muted">{t("admin.page", { page, pages })}</span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("admin.next_page")}
      </button>
    </nav>
  );
}
