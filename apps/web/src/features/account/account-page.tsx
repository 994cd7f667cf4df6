import { useTranslation } from "react-i18next";
import { PageIntro } from "../../ui/page-intro";
import { usePageTitle } from "../../ui/page-title";

/** Account (spec §2); details, password change, favourites and orders arrive with accounts. */
export function AccountPage() {
  const { t } = useTranslation();
  usePageTitle(t("account.title"), t("account.description"));
  return (
    <div className="container-page">
      <PageIntro title={t("account.title")}>
        <p>{t("account.description")}</p>
      </PageIntro>
    </div>
  );
}
