import { PAGE_PATHS } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageTitle } from "../../ui/page-title";
import { AuthCard } from "./auth-card";

/** Register (spec §2); the form arrives with accounts. */
export function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t("register.title"), t("register.description"));
  return (
    <AuthCard title={t("register.title")}>
      <p>{t("register.description")}</p>
      <p className="mt-6">
        {t("register.have_account")}{" "}
        <Link to={PAGE_PATHS.login} className="font-medium text-accent underline-offset-4 hover:underline">
          {t("register.login_link")}
        </Link>
      </p>
    </AuthCard>
  );
}
