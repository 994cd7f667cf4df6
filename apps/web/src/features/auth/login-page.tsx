import { PAGE_PATHS } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageTitle } from "../../ui/page-title";
import { AuthCard } from "./auth-card";

/** Login (spec §2); the form and the Google/Facebook buttons arrive with accounts. */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t("login.title"), t("login.description"));
  return (
    <AuthCard title={t("login.title")}>
      <p>{t("login.description")}</p>
      <p className="mt-6">
        {t("login.no_account")}{" "}
        <Link to={PAGE_PATHS.register} className="font-medium text-accent underline-offset-4 hover:underline">
          {t("login.register_link")}
        </Link>
      </p>
    </AuthCard>
  );
}
