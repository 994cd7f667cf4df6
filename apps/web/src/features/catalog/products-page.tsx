import { useTranslation } from "react-i18next";
import { PageIntro } from "../../ui/page-intro";
import { usePageTitle } from "../../ui/page-title";

/** Product list (spec §2); the grid, filters and paging arrive with the catalogue. */
export function ProductsPage() {
  const { t } = useTranslation();
  usePageTitle(t("products.title"), t("products.description"));
  return (
    <div className="container-page">
      <PageIntro title={t("products.title")}>
        <p>{t("products.subtitle")}</p>
      </PageIntro>
    </div>
  );
}
