import { PAGE_PATHS } from "@shop/shared";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { reloadUser } from "../../entities/session/session-store";
import { useSession } from "../../entities/session/use-session";
import { usePageTitle } from "../../ui/page-title";
import { LoadingText } from "../../ui/spinner";
import { verifyEmail } from "./auth-api";
import { AuthCard } from "./auth-card";
import { authErrorMessage } from "./auth-errors";
import { FormMessage } from "./form-fields";

const linkClass = "font-medium text-accent underline-offset-4 hover:underline";

type Outcome = { kind: "pending" } | { kind: "done" } | { kind: "failed"; message: string };

/**
 * The page the verification mail links to (docs/decisions/020-accounts-and-headers.md): the token
 * is sent once as the page opens; a signed-in customer's details are read again, so the account
 * page stops asking.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  usePageTitle(t("verify_email.title"), t("verify_email.description"));
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { user } = useSession();
  const [outcome, setOutcome] = useState<Outcome>({ kind: "pending" });
  // The link is single-use: React's development double effect must not send it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmail(token)
      .then(async () => {
        setOutcome({ kind: "done" });
        await reloadUser().catch(() => {});
      })
      .catch((error: unknown) =>
        setOutcome({ kind: "failed", message: authErrorMessage(t, error, t("verify_email.error_failed")) }),
      );
  }, [token, t]);

  return (
    <AuthCard title={t("verify_email.title")}>
      {!token ? (
        <FormMessage kind="error">{t("verify_email.error_invalid_token")}</FormMessage>
      ) : outcome.kind === "pending" ? (
        <LoadingText text={t("verify_email.checking")} />
      ) : outcome.kind === "done" ? (
        <FormMessage kind="success">{t("verify_email.success")}</FormMessage>
      ) : (
        <FormMessage kind="error">{outcome.message}</FormMessage>
      )}
      <p className="mt-6">
        <Link to={user ? PAGE_PATHS.account : PAGE_PATHS.login} className={linkClass}>
          {t(user ? "verify_email.to_account" : "verify_email.to_login")}
        </Link>
      </p>
    </AuthCard>
  );
}
