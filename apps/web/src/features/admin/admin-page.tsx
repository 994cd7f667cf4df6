import { useTranslation } from "react-i18next";
import { PageIntro } from "../../ui/page-intro";
import { usePageTitle } from "../../ui/page-title";

/**
 * Admin dashboard (spec §2), its own lazy chunk so no storefront visitor downloads it. Until
 * accounts exist nobody is an administrator, so everyone sees the access-denied text (spec §6).
 */
export function AdminPage() {
  const { t } = useTranslation();
  usePageTitle(t("admin.title"));
  return (
    <div className="container-page">
      <PageIntro title={t("admin.title")}>
        <p role="alert">{t("admin.access_denied")}</p>
      </PageIntro>
    </div>
  );
}
