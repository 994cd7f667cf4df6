import { useTranslation } from "react-i18next";
import { PageIntro } from "../../ui/page-intro";
import { usePageTitle } from "../../ui/page-title";

/** Edit product (spec §2), gated in the client too (DESIGN.md change 5); the form arrives with admin. */
export function AdminEditPage() {
  const { t } = useTranslation();
  usePageTitle(t("edit_product.title"));
  return (
    <div className="container-page">
      <PageIntro title={t("edit_product.title")}>
        <p role="alert">{t("admin.access_denied")}</p>
      </PageIntro>
    </div>
  );
}
