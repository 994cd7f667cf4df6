import { PAGE_PATHS } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { usePageTitle } from "../../ui/page-title";
import { AuthCard } from "./auth-card";

/** The page the reset e-mail links to (DESIGN.md change 8); the form arrives with accounts. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageTitle(t("reset_password.title"), t("reset_password.description"));
  return (
    <AuthCard title={t("reset_password.title")}>
      <p>{params.get("token") ? t("reset_password.description") : t("reset_password.missing_token")}</p>
      <p className="mt-6">
        <Link to={PAGE_PATHS.login} className="font-medium text-accent underline-offset-4 hover:underline">
          {t("reset_password.back_to_login")}
        </Link>
      </p>
    </AuthCard>
  );
}
